/**
 * One HTTP request over node:http, so the load benchmark does not depend on the global fetch
 * (other benchmarks in the same run replace it with fakes).
 */
import http from 'node:http'

export interface HttpAnswer {
  status: number
  body: string
}

export function send(
  url: string,
  {
    method = 'GET',
    body,
    headers = {},
  }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const request = http.request(
      url,
      {
        method,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        timeout: 10_000,
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
      },
    )
    request.on('timeout', () => request.destroy(new Error(`No answer from ${url}`)))
    request.on('error', reject)
    request.end(payload)
  })
}
