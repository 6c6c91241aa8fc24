import type { Db } from '../../db/client'

/** What the content services are given by their plugin. */
export interface ContentContext {
  db: Db
  /** The site's public address, which the sitemap's addresses start with. */
  publicUrl: string
}
