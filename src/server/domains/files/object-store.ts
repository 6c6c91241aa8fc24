import type * as S3Sdk from '@aws-sdk/client-s3'
import type { S3FilesConfig } from '../../config'

/** Where the bytes of files stored with `storage = 's3'` live, one object per file id. */
export interface ObjectStore {
  put(args: { key: string; bytes: Buffer; contentType: string }): Promise<void>
  /** The object's bytes, or null when there is no such object. */
  get(args: { key: string }): Promise<Buffer | null>
  /** Removes the object; removing one that is not there is not an error. */
  delete(args: { key: string }): Promise<void>
  /** Closes the connections it keeps open. */
  close(): Promise<void>
}

/**
 * An S3-compatible bucket through the AWS SDK. The SDK is loaded on first use, so a server
 * without S3 (and its start-up) never loads it.
 */
export function s3ObjectStore(config: S3FilesConfig): ObjectStore {
  let connected: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | null = null
  const connect = () => {
    connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint ?? undefined,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials ?? undefined,
        // Checksums only where S3 requires them: several S3-compatible stores refuse the
        // newer checksum headers. The SigV4 signature still covers the body's SHA-256.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
    }))
    return connected
  }
  const Bucket = config.bucket

  return {
    put: async ({ key, bytes, contentType }) => {
      const { sdk, client } = await connect()
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      )
    },
    get: async ({ key }) => {
      const { sdk, client } = await connect()
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }))
        if (!answer.Body) return null
        return Buffer.from(await answer.Body.transformToByteArray())
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null
        throw error
      }
    },
    delete: async ({ key }) => {
      const { sdk, client } = await connect()
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }))
    },
    close: async () => {
      await connected?.then(({ client }) => client.destroy()).catch(() => undefined)
    },
  }
}
