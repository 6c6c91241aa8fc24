import type { Language } from '../../../shared/domain/languages'
import { useAppSelector } from '../../app/hooks'
import { selectLanguage } from '../preferences'
import { intlLocale } from '../../lib/format'

/**
 * An ISO instant on the pickup location's clock, with its zone so a traveller elsewhere is not
 * misled, e.g. "8 April 2027 at 10:00 CEST".
 */
export function formatInstant(iso: string, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso))
}

/** An ISO instant's time of day on the pickup location's clock, named, e.g. "10:30 CET". */
export function formatClockInstant(iso: string, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso))
}

/** Formats instants on a location's clock in the traveller's language. */
export function useInstant(timeZone: string) {
  const language = useAppSelector(selectLanguage)
  return (iso: string) => formatInstant(iso, language, timeZone)
}
