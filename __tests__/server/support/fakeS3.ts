import { createHash, createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

const ACCESS_KEY_ID = 'AKIAFAKES3TEST000001'
const SECRET_ACCESS_KEY = 'fake-s3-secret-key-for-tests-only'
const REGION = 'eu-south-2'

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()
/** RFC 3986 encoding, as SigV4 wants it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)

/**
 * Checks a request's AWS Signature Version 4 the way S3 does: the Authorization header names
 * our key, region and service, and its signature is the one our secret gives this method,
 * path, query, signed headers and body. The reason it fails, or null.
 */
function signatureProblem(request: http.IncomingMessage, body: Buffer): string | null {
  const authorization = request.headers.authorization ?? ''
  const parsed =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    )
  if (!parsed) return 'no AWS SigV4 Authorization header'
  const [, keyId, day, region, signedHeaders, signature] = parsed as unknown as string[]
  if (keyId !== ACCESS_KEY_ID) return `unknown access key ${keyId}`
  if (region !== REGION) return `wrong region ${region}`
  const amzDate = request.headers['x-amz-date']
  if (typeof amzDate !== 'string' || !amzDate.startsWith(day!)) return 'no x-amz-date'
  const headerNames = signedHeaders!.split(';')
  if (!headerNames.includes('host') || !headerNames.includes('x-amz-date')) {
    return 'host and x-amz-date are not signed'
  }
  const payloadHash = request.headers['x-amz-content-sha256']
  if (typeof payloadHash !== 'string') return 'no x-amz-content-sha256'
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return 'the body does not match x-amz-content-sha256'
  }
  const url = new URL(request.url ?? '/', 'http://fake')
  const query = [...url.searchParams]
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const headers = headerNames
    .map((name) => {
      const value = request.headers[name]
      const text = Array.isArray(value) ? value.join(',') : (value ?? '')
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`
    })
    .join('')
  const canonical = [request.method, url.pathname, query, headers, signedHeaders, payloadHash]
  const scope = `${day}/${region}/s3/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical.join('\n'))].join('\n')
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${SECRET_ACCESS_KEY}`, day!), region!),
  )
  return createHmac('sha256', key).update(toSign).digest('hex') === signature
    ? null
    : 'signature does not match'
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
  `<RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`

export interface FakeObject {
  bytes: Buffer
  contentType: string
}

/**
 * A local stand-in for an S3-compatible bucket, answering the AWS SDK's PutObject, GetObject,
 * HeadObject and DeleteObject at path-style addresses (http://127.0.0.1:port/bucket/key),
 * keeping objects in memory and refusing (403) any request not signed with its key (SigV4).
 * `down` makes it answer 503 to everything, as an unreachable store would.
 */
export async function startFakeS3({ bucket = 'tinytrip-files' }: { bucket?: string } = {}) {
  // The SDK's notice that its releases from 2027 need Node 22: known (docs/operations.md).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
  const objects = new Map<string, FakeObject>()
  const requests: { method: string; key: string; status: number }[] = []
  const state = { down: false }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks)
      const path = new URL(request.url ?? '/', 'http://fake').pathname
      const [, inBucket, ...rest] = path.split('/')
      const key = decodeURIComponent(rest.join('/'))
      const answer = (status: number, headers: http.OutgoingHttpHeaders = {}, data?: Buffer) => {
        requests.push({ method: request.method ?? '', key, status })
        response.writeHead(status, {
          'x-amz-request-id': randomBytes(8).toString('hex'),
          ...headers,
        })
        response.end(request.method === 'HEAD' ? undefined : data)
      }
      const fail = (status: number, code: string, message: string) =>
        answer(
          status,
          { 'content-type': 'application/xml' },
          Buffer.from(request.method === 'HEAD' ? '' : xmlError(code, message)),
        )
      if (state.down) return fail(503, 'ServiceUnavailable', 'Please reduce your request rate.')
      const problem = signatureProblem(request, body)
      if (problem) return fail(403, 'SignatureDoesNotMatch', problem)
      if (inBucket !== bucket) return fail(404, 'NoSuchBucket', 'The bucket does not exist.')
      if (!key) return fail(400, 'InvalidRequest', 'Only object requests are served here.')
      const object = objects.get(key)
      const described = (found: FakeObject) => ({
        'content-type': found.contentType,
        'content-length': String(found.bytes.length),
        etag: `"${createHash('md5').update(found.bytes).digest('hex')}"`,
        'last-modified': new Date().toUTCString(),
      })
      switch (request.method) {
        case 'PUT': {
          const stored = {
            bytes: body,
            contentType: request.headers['content-type'] ?? 'binary/octet-stream',
          }
          objects.set(key, stored)
          return answer(200, { etag: described(stored).etag })
        }
        case 'GET':
        case 'HEAD':
          if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.')
          return answer(200, described(object), object.bytes)
        case 'DELETE':
          objects.delete(key)
          return answer(204)
        default:
          return fail(405, 'MethodNotAllowed', 'The method is not allowed.')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const endpoint = `http://127.0.0.1:${port}`

  return {
    endpoint,
    bucket,
    objects,
    requests,
    state,
    /** The settings that point the app at this bucket. */
    env: {
      FILES_S3_ENDPOINT: endpoint,
      FILES_S3_BUCKET: bucket,
      FILES_S3_REGION: REGION,
      FILES_S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      FILES_S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      FILES_S3_FORCE_PATH_STYLE: 'true',
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>
