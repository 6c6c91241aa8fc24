// jsdom lacks the fetch family and a few other Node globals that RTK Query needs; lend them.
import JSDOMEnvironment from 'jest-environment-jsdom'

const lent = [
  'fetch',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'structuredClone',
] as const

export default class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args)
    // Node's Request needs absolute URLs; the browser resolves '/api/...' against the page.
    const NodeRequest = globalThis.Request
    const page = 'http://localhost/'
    class PageRequest extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, page).href : input, init)
      }
    }
    Object.defineProperty(this.global, 'Request', {
      value: PageRequest,
      writable: true,
      configurable: true,
    })
    for (const name of lent) {
      Object.defineProperty(this.global, name, {
        value: globalThis[name],
        writable: true,
        configurable: true,
      })
    }
  }
}
