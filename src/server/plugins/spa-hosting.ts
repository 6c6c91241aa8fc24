import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Language } from '../../shared/domain/languages'
import { requestLanguage } from '../request-language'
import { AppError } from '../errors'
import { findPrerenderedPages } from './built-pages'
import { gearIdOf, gearPage, readGearTemplates, sendCompressed } from './page-shells'
import { withTestPaymentsBanner } from './test-payments-banner'

const ONE_YEAR = 31_536_000
const ONE_HOUR = 3_600

/** Brotli and gzip copies the build writes next to each text file. */
const COMPRESSED_COPY = /\.(br|gz)$/

/** The desk's service worker: its name stays while its list of the build's files changes. */
const SERVICE_WORKER = 'desk-sw.js'

/**
 * Hashed build output lives under /assets/ and never changes; everything else may. Pages and the
 * service worker are asked again each time, so a new build reaches the desk at once.
 */
function cacheControlFor(sentPath: string): string {
  const filePath = sentPath.replace(COMPRESSED_COPY, '')
  if (filePath.endsWith('.html') || path.basename(filePath) === SERVICE_WORKER) return 'no-cache'
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return `public, max-age=${ONE_YEAR}, immutable`
  return `public, max-age=${ONE_HOUR}`
}

const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')

const pathnameOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/'

/** Pages opened from emailed links that carry a secret in the query string. */
const SECRET_LINK_PAGES = new Set(['/reset-password', '/activate'])

/** A path the SPA router owns: a page address, not a file name. */
function isPagePath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const pathname = pathnameOf(request)
  return !isApiPath(pathname) && !path.extname(pathname)
}

/**
 * Serves the built SPA: static files with long caching for hashed assets, index.html (never
 * cached) for every page path so the client router can take over, JSON 404 for the API. Text
 * files go out as the build's brotli or gzip copy when the browser accepts it. A page the build
 * prerendered goes out as that HTML in the visitor's language (`?lang=`, else Accept-Language):
 * a public page for the app to hydrate, the search page's shell (whatever its query) for it to
 * render the traveller's view over. `/gear/{id}` of an item in the catalogue goes out as the gear
 * page's template with the item's name, picture and API answer written in (page-shells.ts); any
 * other id as index.html, whose app shows that the item is not there.
 */
export const spaHostingPlugin = fp(
  async (
    app: FastifyInstance,
    { clientDir, testPayments }: { clientDir: string | null; testPayments: boolean },
  ) => {
    const indexFile = clientDir ? path.join(clientDir, 'index.html') : null
    const built = indexFile !== null && fs.existsSync(indexFile)
    if (clientDir && !built) {
      app.log.warn({ clientDir }, 'The web app is not built; run `npm run build` to serve it.')
    }
    const prerendered = clientDir && built ? findPrerenderedPages(clientDir) : new Map()
    const gearTemplates = clientDir && built ? readGearTemplates(clientDir) : new Map()

    /** The gear page's HTML for the item of a `/gear/{id}` path, or null when there is none. */
    const gearShell = async (pathname: string, language: Language) => {
      const id = gearIdOf(pathname)
      const template = gearTemplates.get(language)
      if (!id || !template) return null
      try {
        const gear = await app.catalogue.getGear({ id, query: {}, language })
        return gearPage(template, gear, language)
      } catch (error) {
        // The app's own page says the item is not there, or offers to try again.
        if (!(error instanceof AppError && error.statusCode === 404)) {
          app.log.warn({ err: error }, 'Could not read the gear for its page; sent index.html')
        }
        return null
      }
    }

    /** A staging site's pages carry the test-payments banner, so they are sent as text. */
    const sendHtml = (reply: FastifyReply, file: string, language: Language) => {
      if (!testPayments || !clientDir) return reply.sendFile(file)
      const html = fs.readFileSync(path.join(clientDir, file), 'utf8')
      return reply.type('text/html; charset=utf-8').send(withTestPaymentsBanner(html, language))
    }

    /** A page path's HTML: the page prerendered in the visitor's language, else index.html. */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = pathnameOf(request)
      // Reset and activation links carry a secret: those pages never leak it as a referrer.
      if (SECRET_LINK_PAGES.has(pathname)) reply.header('referrer-policy', 'no-referrer')
      reply.header('cache-control', 'no-cache')
      const language = requestLanguage(request)
      const gear = await gearShell(pathname, language)
      if (gear !== null) {
        const html = testPayments ? withTestPaymentsBanner(gear, language) : gear
        return sendCompressed(request, reply, html)
      }
      const page = prerendered.get(`${language}:${pathname}`)
      if (page || testPayments) reply.header('vary', 'accept-language')
      return sendHtml(reply, page ?? 'index.html', language)
    }

    if (clientDir && built) {
      await app.register(fastifyStatic, {
        root: clientDir,
        cacheControl: false,
        preCompressed: true,
        // `/` is a page path like the others (its own route below), not a directory.
        index: false,
        setHeaders: (reply, filePath) =>
          void reply.header('cache-control', cacheControlFor(filePath)),
      })
      app.get('/', { schema: { hide: true } }, sendPage)
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
      return sendPage(request, reply)
    })
  },
  { name: 'spa-hosting', dependencies: ['errors', 'catalogue'] },
)
