import { createHash, randomUUID } from 'node:crypto'
import { eq, inArray, sql } from 'drizzle-orm'
import { storedFiles } from '../../db/schema'
import { notFound } from '../../errors'
import type {
  FileContent,
  FilePurpose,
  FileReader,
  FilesContext,
  FileUpdater,
  FileWriter,
  StoredFile,
} from './types'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Keeps the bytes and writes the file's row in `tx` (or on its own). With S3 the object is
 * written first and the row after it, so a row never points at nothing. An object whose row
 * never commits (the caller's transaction rolled back, or the process died in between) stays
 * in the bucket with no row: nothing can read it, and the unattached sweep, which works from
 * rows, never sees it. It costs only its storage; a bucket lifecycle rule cannot tell it from
 * a kept file, so removing such orphans means comparing the bucket with the table
 * (docs/operations.md).
 */
export async function storeFile(
  ctx: FilesContext,
  args: {
    tx?: FileWriter
    purpose: FilePurpose
    bytes: Buffer | Uint8Array
    contentType: string
    uploadedBy: string | null
  },
): Promise<StoredFile> {
  const bytes = Buffer.from(args.bytes.buffer, args.bytes.byteOffset, args.bytes.byteLength)
  const file: StoredFile = {
    id: randomUUID(),
    contentType: args.contentType,
    sizeBytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  }
  if (ctx.objects) {
    await ctx.objects.put({ key: file.id, bytes, contentType: file.contentType })
  }
  await (args.tx ?? ctx.db).insert(storedFiles).values({
    ...file,
    purpose: args.purpose,
    storage: ctx.objects ? 's3' : 'database',
    data: ctx.objects ? null : bytes,
    uploadedBy: args.uploadedBy,
    // The app's clock, which the sweep's cut-off is read from too.
    createdAt: ctx.now(),
  })
  return file
}

/**
 * The file's bytes, wherever they were stored (a file keeps the storage it was written to, so a
 * site that moves to S3 still reads its older files from PostgreSQL); null for an unknown id.
 * Throws when the bytes cannot be reached now (S3 down, or an S3 file with S3 not configured).
 */
export async function readFile(
  ctx: FilesContext,
  { tx, id }: { tx?: FileReader; id: string },
): Promise<FileContent | null> {
  if (!UUID.test(id)) return null
  const [row] = await (tx ?? ctx.db).select().from(storedFiles).where(eq(storedFiles.id, id))
  if (!row) return null
  const content = (bytes: Buffer) => ({
    bytes,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
  })
  if (row.storage === 'database') return content(row.data!)
  if (!ctx.objects) {
    throw new Error(`Stored file ${id} is kept in S3, but FILES_S3_BUCKET is not set`)
  }
  const bytes = await ctx.objects.get({ key: id })
  if (!bytes) {
    ctx.log.warn({ file_id: id }, 'stored file has no object in the bucket')
    return null
  }
  return content(bytes)
}

/**
 * Marks files as used in the caller's transaction, so the sweep keeps them. Attaching a file
 * again keeps its first time. 404 when a file is gone (never stored, or swept after a day).
 */
export async function attachFiles(
  ctx: FilesContext,
  args: { tx: FileUpdater; ids: readonly string[] },
): Promise<void> {
  const ids = [...new Set(args.ids)]
  if (ids.length === 0) return
  const missing = () => notFound('A file is no longer available: upload it again.')
  if (!ids.every((id) => UUID.test(id))) throw missing()
  const attached = await args.tx
    .update(storedFiles)
    .set({
      attachedAt: sql`coalesce(${storedFiles.attachedAt}, ${ctx.now().toISOString()}::timestamptz)`,
    })
    .where(inArray(storedFiles.id, ids))
    .returning({ id: storedFiles.id })
  if (attached.length !== ids.length) throw missing()
}
