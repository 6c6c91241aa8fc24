/**
 * One measured load: autocannon against a loopback address, bounded in time, after a short
 * warm-up whose figures are dropped.
 */
import autocannon from 'autocannon'

export const CONNECTIONS = 50
const WARM_UP_SECONDS = 2
const MEASURE_SECONDS = 6

export interface LoadRequest {
  path: string
  method?: 'GET' | 'POST'
  body?: unknown
}

export interface LoadFigures {
  requestsPerSecond: number
  p50: number
  p99: number
  /** Connection errors and timeouts. */
  errors: number
  non2xx: number
  /** When the measured part began and ended (ms since the epoch), warm-up left out. */
  from: number
  to: number
}

function run(url: string, request: LoadRequest, seconds: number) {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(url)) throw new Error(`Not a loopback address: ${url}`)
  return autocannon({
    url: `${url}${request.path}`,
    method: request.method ?? 'GET',
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    ...(request.body === undefined
      ? {}
      : { body: JSON.stringify(request.body), headers: { 'content-type': 'application/json' } }),
  })
}

export async function measure(url: string, request: LoadRequest): Promise<LoadFigures> {
  await run(url, request, WARM_UP_SECONDS)
  const result = await run(url, request, MEASURE_SECONDS)
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    from: result.start.getTime(),
    to: result.finish.getTime(),
  }
}
