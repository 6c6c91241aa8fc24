/**
 * The API as the browser sees it, faked at the network boundary: `fetch` answers from handlers
 * keyed by method and path pattern (`GET /api/gear/:id`), and every call is recorded so tests
 * count requests and read what was sent.
 */
export interface RecordedCall {
  method: string
  url: URL
  /** Path and query, e.g. /api/gear?category=stroller. */
  path: string
  params: Record<string, string>
  body: unknown
  headers: Record<string, string>
}

export interface FakeReply {
  status?: number
  body?: unknown
  /** A body sent as it is (a CSV file), with its own headers, instead of JSON. */
  text?: string
  headers?: Record<string, string>
  /** Answer only when this settles (to hold a request in flight). */
  after?: Promise<unknown>
}

export type Handler = (call: RecordedCall) => FakeReply | Promise<FakeReply>

export interface FakeApi {
  /** Answers `METHOD /api/path/:param` with a fixed reply or a handler (replacing any before). */
  on(route: string, reply: FakeReply | Handler): void
  calls: RecordedCall[]
  /** Every call as `METHOD /path?query`, in order. */
  log: string[]
  /** Calls to a path (`/api/gear`) or a route (`POST /api/auth/login`), query ignored. */
  callsTo(pathOrRoute: string): RecordedCall[]
  restore(): void
}

function match(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/')
  const actual = pathname.split('/')
  if (expected.length !== actual.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of expected.entries()) {
    const value = actual[index]!
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value)
    else if (part !== value) return null
  }
  return params
}

const notFound = (pathname: string): FakeReply => ({
  status: 404,
  body: {
    success: false,
    statusCode: 404,
    code: 'ROUTE_NOT_FOUND',
    message: `No fake for ${pathname}`,
  },
})

export function installFakeApi(handlers: Record<string, FakeReply | Handler> = {}): FakeApi {
  const original = globalThis.fetch
  const routes = new Map<string, Handler>()
  const on = (route: string, reply: FakeReply | Handler) =>
    routes.set(route, typeof reply === 'function' ? reply : () => reply)
  for (const [route, reply] of Object.entries(handlers)) on(route, reply)
  const calls: RecordedCall[] = []
  const log: string[] = []

  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init)
    const url = new URL(request.url)
    const text = request.method === 'GET' ? '' : await request.clone().text()
    // JSON bodies are parsed; others (a photo's bytes) are kept as the text they read as.
    const json = (request.headers.get('content-type') ?? 'application/json').includes('json')
    const call: RecordedCall = {
      method: request.method,
      url,
      path: `${url.pathname}${url.search}`,
      params: {},
      body: text ? (json ? JSON.parse(text) : text) : undefined,
      headers: Object.fromEntries(request.headers.entries()),
    }
    calls.push(call)
    log.push(`${call.method} ${call.path}`)
    let reply = notFound(url.pathname)
    for (const [route, handler] of [...routes].reverse()) {
      const [method, pattern] = route.split(' ') as [string, string]
      const params = method === request.method ? match(pattern, url.pathname) : null
      if (!params) continue
      call.params = params
      reply = await handler(call)
      break
    }
    if (reply.after) await reply.after
    const status = reply.status ?? 200
    if (reply.text !== undefined) {
      return new Response(reply.text, { status, headers: reply.headers })
    }
    const empty = reply.body === undefined || status === 204 || status === 304
    return new Response(empty ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }) as typeof fetch

  return {
    on,
    calls,
    log,
    callsTo: (pathOrRoute) => {
      const [method, pathname] = pathOrRoute.includes(' ')
        ? (pathOrRoute.split(' ') as [string, string])
        : [null, pathOrRoute]
      return calls.filter(
        (call) => call.url.pathname === pathname && (method === null || call.method === method),
      )
    },
    restore: () => {
      globalThis.fetch = original
    },
  }
}

/**
 * Shorthand for read-only pages: `{ '/api/articles': { items: [] } }` answers GET /api/articles
 * with that body; a function value is a handler; keys may also name their method.
 */
export function fakeApi(routes: Record<string, unknown>): FakeApi {
  return installFakeApi(
    Object.fromEntries(
      Object.entries(routes).map(([route, value]) => [
        route.includes(' ') ? route : `GET ${route}`,
        typeof value === 'function' ? (value as Handler) : { body: value },
      ]),
    ),
  )
}

/** A reply with a status and a JSON body. */
export const reply = (status: number, body: unknown): FakeReply => ({ status, body })

/** An answer that never arrives, to look at loading states. */
export const never = (): Promise<FakeReply> => new Promise(() => undefined)
