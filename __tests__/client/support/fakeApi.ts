/**
 * Answers the app's API calls at the network boundary (fetch), so RTK Query runs for real.
 * Routes are keyed by `METHOD /api/path` (or just the path for GET); a value is the JSON body
 * of a 200, a function builds the answer. Every call is recorded as `METHOD /path?query`.
 */
type Route = unknown | ((request: Request) => Response | Promise<Response>)

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export function fakeApi(routes: Record<string, Route>) {
  const calls: string[] = []
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    calls.push(`${request.method} ${url.pathname}${url.search}`)
    const route =
      routes[`${request.method} ${url.pathname}`] ??
      (request.method === 'GET' ? routes[url.pathname] : undefined)
    if (route === undefined) return jsonResponse(404, { statusCode: 404, code: 'ROUTE_NOT_FOUND' })
    if (typeof route === 'function') return route(request)
    return jsonResponse(200, route)
  })
  return { calls, restore: () => spy.mockRestore() }
}
