import type { AppConfig } from '../../config'
import { domainPlugin } from '../../plugins/domain-plugin'
import { s3ObjectStore } from './object-store'
import type {
  FileContent,
  FilePurpose,
  FileReader,
  FileUpdater,
  FileWriter,
  StoredFile,
} from './context'
import { attachFiles, readFile, storeFile } from './stored-files'
import { sweepUnattached } from './sweep'

export type {
  FileContent,
  FilePurpose,
  FileReader,
  FileUpdater,
  FileWriter,
  StoredFile,
} from './context'
export { normalisePhoto, PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE, type PhotoType } from './photos'

/** A file uploaded and never attached is removed after this long. */
export const UNATTACHED_FILE_HOURS = 24

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

/**
 * Stored files, as `app.files`: in the `stored_files` table, their bytes in it or in an
 * S3-compatible bucket (FILES_S3_*). The bucket's client is closed with the app.
 */
export const filesPlugin = domainPlugin(
  'files',
  ['database', 'clock'],
  (app, { config }: { config: Pick<AppConfig, 'files'> }) => {
    const objects = config.files.storage === 's3' ? s3ObjectStore(config.files) : null
    if (objects) app.addHook('onClose', () => objects.close())
    const ctx = { db: app.db, objects, now: () => app.clock.now(), log: app.log }
    const files: FilesService = {
      store: (args) => storeFile(ctx, args),
      read: (args) => readFile(ctx, args),
      attach: (args) => attachFiles(ctx, args),
      sweepUnattached: (args) => sweepUnattached(ctx, args),
    }
    return files
  },
)

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesService
  }
}
