import type { Db } from '../../db/client'
import type { FilesService } from '../files'
import type { AttachmentSources } from './attachments'
import type { OutboxWorker } from './worker'

/** What the mail services are given by their plugin. */
export interface MailContext {
  db: Db
  files: Pick<FilesService, 'attach' | 'read'>
  /** Where attachments come from when an email is sent (the same object the worker reads). */
  sources: AttachmentSources
  /** Delivers the outbox (see worker). */
  worker: Pick<OutboxWorker, 'processDue' | 'kick'>
}
