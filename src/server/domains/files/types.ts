import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { storedFiles } from '../../db/schema'
import type { ObjectStore } from './object-store'

// The files domain's types: the files it keeps, what reads and writes their rows, what its
// functions are given, and the service it offers as `app.files`.

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

/** Files the product keeps (claim photos, later PDFs): stored once, read by any process. */
export interface FilesService {
  /** Keeps the bytes (PostgreSQL, or the S3 bucket when configured) and writes the file's row. */
  store(args: {
    /** The caller's transaction; the file is stored on its own otherwise. */
    tx?: FileWriter
    purpose: FilePurpose
    bytes: Buffer | Uint8Array
    contentType: string
    /** Who uploaded it (a staff member), if anyone. */
    uploadedBy: string | null
  }): Promise<StoredFile>
  /**
   * The file's bytes and type; null for an unknown id. Inside a transaction, pass it as `tx`:
   * PGlite answers one query at a time, so a read beside an open transaction would wait for it.
   */
  read(args: { tx?: FileReader; id: string }): Promise<FileContent | null>
  /** Marks files as used in the caller's transaction (404 when one is gone), so they are kept. */
  attach(args: { tx: FileUpdater; ids: readonly string[] }): Promise<void>
  /** Removes files uploaded before `olderThan` and never attached; how many went. */
  sweepUnattached(args: { olderThan: Date }): Promise<number>
}
