/**
 * The desk's service worker (docs/desk.md, Offline at the counter), served as /desk-sw.js and
 * registered by the desk alone, scoped to /desk: traveller pages never get it. It keeps the app's
 * code (the build's scripts, styles and index.html, listed by workbox-webpack-plugin at build
 * time) so the desk loads with the server down, and what the desk last read of the day and its
 * bookings (network first; the kept answer, marked with when it was fetched, when the server
 * does not answer).
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst } from 'workbox-strategies'
import { DESK_KEPT_CACHE, KEPT_AT_HEADER, isKeptForOffline } from './deskKeptAnswers'

interface PrecacheEntry {
  url: string
  revision: string | null
}

/** What this file uses of the service worker's global scope. */
declare const self: {
  __WB_MANIFEST: PrecacheEntry[]
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
}

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// A desk page opened with the server down is the app's page from the kept code.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { allowlist: [/^\/desk(\/|$)/] }),
)

/** When a kept answer was fetched: the desk's banner says how old its lists are. */
const markedWithFetchTime = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (!response.ok) return null
    const headers = new Headers(response.headers)
    headers.set(KEPT_AT_HEADER, String(Date.now()))
    return new Response(await response.blob(), { status: response.status, headers })
  },
}

registerRoute(
  ({ url, request }) => request.method === 'GET' && isKeptForOffline(url),
  new NetworkFirst({
    cacheName: DESK_KEPT_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [markedWithFetchTime],
  }),
)

// A new build's worker takes over the open desk at once: its kept code is the one the server has.
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()))
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
