import type { FastifyInstance } from 'fastify'
import { AppError } from './errors'

/** JSON bodies nest at most this deep: every body we accept needs a handful of levels. */
export const MAX_JSON_DEPTH = 32

/**
 * How deep a JSON text nests, counted over its characters (no recursion, no parsing), stopping
 * as soon as it passes `limit`.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i)
    if (inString) {
      if (char === 0x5c)
        i++ // a backslash escapes the next character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true
    } else if (char === 0x5d || char === 0x7d) depth--
  }
  return false
}

/**
 * JSON bodies are measured before they are parsed or walked: too deep a body is a 400
 * JSON_TOO_DEEP, never a stack exhausted somewhere later.
 */
export function parseJsonWithinDepth(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body)
    if (jsonDepthExceeds(text)) {
      const message = `JSON bodies may nest at most ${MAX_JSON_DEPTH} levels deep.`
      return done(new AppError(400, 'JSON_TOO_DEEP', message), undefined)
    }
    parseJson(request, text, done)
  })
}
