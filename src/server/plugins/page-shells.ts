import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { GearDetails } from '../../shared/contract/gear'
import { SUPPORTED_LANGUAGES as LANGUAGES, type Language } from '../../shared/domain/languages'
import { escapeHtml } from '../html'

// The gear page's HTML rendered at build time (scripts/build/prerender.js), one per language, with
// slots the server fills per request from the catalogue: gear lives in the database, so a page
// per item written at build time would go stale. The slots' names are those of
// src/client/features/gear/GearShell.tsx.

const TEMPLATES_DIR = 'prerendered-templates'
const GEAR_TEMPLATE = 'gear.html'

/** What the slots stand for; filled in one pass, so a filled value is never read as a slot. */
const SLOTS = /__GEAR_NAME__|__GEAR_IMAGE__|<!--build-time-answers-->/g
/** The row of thumbnails, with one thumbnail whose picture is `__GEAR_THUMBNAIL__`. */
const THUMBNAILS = /(<div [^>]*data-gear-thumbnails[^>]*>)(.*?)(<\/div>)/s

/** The picture the gear page shows when an item has none (features/gear/GearGallery.tsx). */
const NO_PICTURE = '/images/gear/placeholder.svg'

/**
 * A gear id as the API writes it (a UUID, in lower case, so that the answer the page carries is
 * the one the app asks for): anything else is answered by the app's own page.
 */
const GEAR_PATH = /^\/gear\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

/** The gear id of a `/gear/{id}` page path, when it is one the catalogue could hold. */
export const gearIdOf = (pathname: string): string | null => GEAR_PATH.exec(pathname)?.[1] ?? null

/** The templates' files, relative to the client folder (their inline scripts are hashed too). */
export function gearTemplateFiles(clientDir: string): string[] {
  return LANGUAGES.map((language) => path.join(TEMPLATES_DIR, language, GEAR_TEMPLATE)).filter(
    (file) => fs.existsSync(path.join(clientDir, file)),
  )
}

/** The gear page's template in each language the build rendered it in. */
export function readGearTemplates(clientDir: string): Map<Language, string> {
  const templates = new Map<Language, string>()
  for (const language of LANGUAGES) {
    const file = path.join(clientDir, TEMPLATES_DIR, language, GEAR_TEMPLATE)
    if (fs.existsSync(file)) templates.set(language, fs.readFileSync(file, 'utf8'))
  }
  return templates
}

/**
 * The answer the gear page asks the API for first (no rental period chosen yet), as
 * `<script type="application/json">` the app caches before its first render
 * (src/client/app/prerendered.ts): `<` is escaped, so no text of the item ends the element.
 */
function answerScript(gear: GearDetails, language: Language): string {
  const answers = [{ endpointName: 'getGear', arg: { id: gear._id, lang: language }, value: gear }]
  const json = JSON.stringify(answers).replace(/</g, '\\u003c')
  return `<script type="application/json" id="build-time-answers">${json}</script>`
}

/**
 * The gear page's HTML for one item: its name, its pictures and its API answer, escaped. The
 * thumbnails show, as on the page, when it has more than one picture.
 */
export function gearPage(template: string, gear: GearDetails, language: Language): string {
  const values: Record<string, string> = {
    __GEAR_NAME__: escapeHtml(gear.name),
    __GEAR_IMAGE__: escapeHtml(gear.images[0]?.url ?? NO_PICTURE),
    '<!--build-time-answers-->': answerScript(gear, language),
  }
  return template
    .replace(SLOTS, (slot) => values[slot]!)
    .replace(THUMBNAILS, (_row, start: string, thumbnail: string, end: string) =>
      gear.images.length > 1
        ? start +
          gear.images
            .map(({ url }) => thumbnail.replace('__GEAR_THUMBNAIL__', () => escapeHtml(url)))
            .join('') +
          end
        : '',
    )
}

/**
 * HTML the server writes per request, in the build's compression the browser accepts (brotli at a
 * quality that takes about a millisecond, else gzip).
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '')
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding, accept-language')
  if (/\bbr\b/.test(accepted)) {
    const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 }
    return reply
      .header('content-encoding', 'br')
      .send(zlib.brotliCompressSync(html, { params: quality }))
  }
  if (/\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html))
  }
  return reply.send(html)
}
