/**
 * The network boundary for client tests: a fake `fetch` that answers per route and records
 * every call, so tests count requests and read what was sent.
 */
export interface RecordedCall {
  method: string
  path: string
  body: unknown
  headers: Record<string, string>
}

export interface FakeReply {
  status?: number
  body?: unknown
  /** Resolve the reply only when this promise settles (to hold a request in flight). */
  after?: Promise<unknown>
}

type Handler = (call: RecordedCall) => FakeReply | Promise<FakeReply>

export function installFakeBackend() {
  const calls: RecordedCall[] = []
  const routes = new Map<string, Handler>()
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init)
    const url = new URL(request.url)
    const text = request.method === 'GET' ? '' : await request.clone().text()
    const call: RecordedCall = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: text ? JSON.parse(text) : undefined,
      headers: Object.fromEntries(request.headers.entries()),
    }
    calls.push(call)
    const handler = routes.get(`${request.method} ${url.pathname}`)
    const reply = handler
      ? await handler(call)
      : {
          status: 404,
          body: { success: false, statusCode: 404, code: 'ROUTE_NOT_FOUND', message: 'no route' },
        }
    if (reply.after) await reply.after
    const status = reply.status ?? 200
    const empty = reply.body === undefined || status === 204 || status === 304
    return new Response(empty ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  globalThis.fetch = fetchMock as typeof fetch
  return {
    /** Answers `METHOD /api/path` with a fixed reply or a handler. */
    on(route: string, reply: FakeReply | Handler) {
      routes.set(route, typeof reply === 'function' ? reply : () => reply)
    },
    calls,
    callsTo: (route: string) =>
      calls.filter((c) => `${c.method} ${c.path.split('?')[0]}` === route),
  }
}
