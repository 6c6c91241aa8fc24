import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { storedFiles } from '../../db/schema'
import type { ObjectStore } from './object-store'

/** What a file is for (claim photos for now; invoices and agreements later). */
export type FilePurpose = (typeof storedFiles.$inferInsert)['purpose']

/** Something that can write rows: the database or a transaction on it. */
export type FileWriter = Pick<Db, 'insert'>
/** Something that can change rows: the database or a transaction on it. */
export type FileUpdater = Pick<Db, 'update'>
/** Something that can read rows: the database or a transaction on it. */
export type FileReader = Pick<Db, 'select'>

export interface StoredFile {
  id: string
  contentType: string
  sizeBytes: number
  /** Hex SHA-256 of the bytes. */
  sha256: string
}

export interface FileContent {
  bytes: Buffer
  contentType: string
  sizeBytes: number
}

/** What the files functions are given by their plugin. */
export interface FilesContext {
  db: Db
  /** The bucket when S3 is configured; null keeps new files in PostgreSQL. */
  objects: ObjectStore | null
  now: () => Date
  log: FastifyBaseLogger
}
