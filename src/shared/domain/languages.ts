/** Languages the product speaks (docs/product.md, Constants): en and es, en by default. */
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

/** The primary subtag of a BCP 47 tag, lower-cased: `es-ES` -> `es`. */
export function primarySubtag(tag: string): string {
  return tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? ''
}

/**
 * Constants (docs/product.md): the stored preference when it is supported, otherwise the first
 * browser language whose primary subtag is supported, otherwise English.
 */
export function resolveLanguage(
  stored: string | null | undefined,
  preferred: readonly string[],
): Language {
  if (isSupportedLanguage(stored)) return stored
  for (const tag of preferred) {
    const subtag = primarySubtag(tag)
    if (isSupportedLanguage(subtag)) return subtag
  }
  return DEFAULT_LANGUAGE
}

/** Parses an Accept-Language header into tags ordered by quality. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag)
}
