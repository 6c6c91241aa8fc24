import type { FastifyReply } from 'fastify'

/** A PDF as a download of its own name, kept by no cache (it is someone's invoice or agreement). */
export const sendPdf = (
  reply: FastifyReply,
  { filename, bytes }: { filename: string; bytes: Buffer },
) =>
  reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(bytes)
