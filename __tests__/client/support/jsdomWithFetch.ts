// jsdom lacks the fetch family and a few other Node globals that RTK Query needs; lend them.
import JSDOMEnvironment from 'jest-environment-jsdom'

const lent = [
  'fetch',
  'Request',
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
    for (const name of lent) {
      Object.defineProperty(this.global, name, {
        value: globalThis[name],
        writable: true,
        configurable: true,
      })
    }
    // Like a browser's, a Request for a relative URL (the app calls `/api/...`) resolves
    // against the page's address.
    const page = this.global
    class PageRequest extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init)
      }
    }
    Object.defineProperty(this.global, 'Request', {
      value: PageRequest,
      writable: true,
      configurable: true,
    })
  }
}
