import type { Language } from '../../../shared/domain/languages'
import { intlLocale } from '../../lib/format'

/** An ISO instant as a date and time on the traveller's clock, e.g. "8 April 2027 at 10:00". */
export function formatInstant(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso))
}
