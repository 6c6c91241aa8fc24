import type { AppConfig } from '../../config'
import { domainPlugin } from '../../plugins/domain-plugin'
import { s3ObjectStore } from './object-store'
import { attachFiles, readFile, storeFile } from './stored-files'
import { sweepUnattached } from './sweep'
import type { FilesService } from './types'

export type {
  FileContent,
  FilePurpose,
  FileReader,
  FilesService,
  FileUpdater,
  FileWriter,
  StoredFile,
} from './types'
export { normalisePhoto, PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE, type PhotoType } from './photos'

/** A file uploaded and never attached is removed after this long. */
export const UNATTACHED_FILE_HOURS = 24

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
