import type { Db } from '../../db/client'

/** What the support services are given by their plugin. */
export interface SupportContext {
  db: Db
}
