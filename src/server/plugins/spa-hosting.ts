import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

const ONE_YEAR = 31_536_000
const ONE_HOUR = 3_600

/** Hashed build output lives under /assets/ and never changes; everything else may. */
function cacheControlFor(filePath: string): string {
  if (filePath.endsWith('.html')) return 'no-cache'
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return `public, max-age=${ONE_YEAR}, immutable`
  return `public, max-age=${ONE_HOUR}`
}

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')

/** A path the SPA router owns: a page address, not a file name. */
function isPagePath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = request.url.split('?')[0] ?? '/'
  return !isApiPath(pathname) && !path.extname(pathname)
}

/**
 * Serves the built SPA: static files with long caching for hashed assets, index.html (never
 * cached) for every page path so the client router can take over, JSON 404 for the API.
 */
export const spaHostingPlugin = fp(
  async (app: FastifyInstance, { clientDir }: { clientDir: string | null }) => {
    const indexFile = clientDir ? path.join(clientDir, 'index.html') : null
    const built = indexFile !== null && fs.existsSync(indexFile)
    if (clientDir && !built) {
      app.log.warn({ clientDir }, 'The web app is not built; run `npm run build` to serve it.')
    }
    if (clientDir && built) {
      await app.register(fastifyStatic, {
        root: clientDir,
        cacheControl: false,
        index: ['index.html'],
        setHeaders: (reply, filePath) =>
          void reply.header('cache-control', cacheControlFor(filePath)),
      })
      // Browsers ask for /favicon.ico on pages that name no icon (the API docs, the sandbox card page).
      app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) =>
        reply.header('cache-control', `public, max-age=${ONE_HOUR}`).redirect('/favicon.svg', 301),
      )
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (!isPagePath(request)) return app.sendRouteNotFound(request, reply)
      if (!built) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built yet. Run `npm run build`, then reload this page.')
      }
      // Reset links carry a secret: pages that receive one never leak it as a referrer.
      if (request.url.startsWith('/reset-password')) reply.header('referrer-policy', 'no-referrer')
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    })
  },
  { name: 'spa-hosting', dependencies: ['errors'] },
)
