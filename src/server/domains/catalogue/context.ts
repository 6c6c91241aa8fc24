import type { Db } from '../../db/client'

export type { Db, Tx } from '../../db/client'

/** What the catalogue's services are given by their plugin. */
export interface CatalogueContext {
  db: Db
  now(): Date
}

/** A transaction to read inside (it sees its own writes and locks); the database otherwise. */
export type Reader = Pick<Db, 'select'>
