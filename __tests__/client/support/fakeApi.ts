/**
 * The API as the browser sees it, faked at the network boundary: `fetch` answers from handlers
 * keyed by method and path pattern (`GET /api/gear/:id`), and every call is recorded.
 */
type Answer = { status?: number; body: unknown }
type Handler = (request: { url: URL; params: Record<string, string> }) => Answer | Promise<Answer>

export interface FakeApi {
  calls: URL[]
  callsTo(pathname: string): URL[]
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

const json = ({ status = 200, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export function installFakeApi(handlers: Record<string, Handler>): FakeApi {
  const original = globalThis.fetch
  const calls: URL[] = []
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    calls.push(url)
    for (const [key, handler] of Object.entries(handlers)) {
      const [method, pattern] = key.split(' ') as [string, string]
      const params = method === request.method ? match(pattern, url.pathname) : null
      if (params) return json(await handler({ url, params }))
    }
    return json({
      status: 404,
      body: { statusCode: 404, code: 'ROUTE_NOT_FOUND', message: `No fake for ${url.pathname}` },
    })
  }) as typeof fetch
  return {
    calls,
    callsTo: (pathname) => calls.filter((url) => url.pathname === pathname),
    restore: () => {
      globalThis.fetch = original
    },
  }
}

/** An answer that never arrives, to look at loading states. */
export const never = () => new Promise<Answer>(() => undefined)
