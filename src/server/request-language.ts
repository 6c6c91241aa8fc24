import type { FastifyRequest } from 'fastify'
import {
  isSupportedLanguage,
  parseAcceptLanguage,
  resolveLanguage,
  type Language,
} from '../shared/domain/languages'

/** The language of translated texts in a response: `lang` query, else Accept-Language, else en. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as { lang?: unknown } | undefined
  if (isSupportedLanguage(query?.lang)) return query.lang
  return resolveLanguage(null, parseAcceptLanguage(request.headers['accept-language']))
}
