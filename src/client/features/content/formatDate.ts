import type { Language } from '../../../shared/domain/languages'

/** A calendar date (YYYY-MM-DD) the way a reader of `language` writes it: 16 September 2025. */
export function formatDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
}
