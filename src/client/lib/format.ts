/**
 * Dates and money for people, through Intl in the active language. Dates are calendar dates
 * (`YYYY-MM-DD`) and are formatted as such, never shifted by the browser's time zone; amounts
 * arrive in minor units (cents) and are shown with the currency's own number of decimals.
 */
import type { Language } from '../../shared/domain/languages'

const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es-ES' }

export const intlLocale = (language: Language) => INTL_LOCALES[language]

function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  )
}

/** 700 EUR -> "€7" (whole amounts without decimals), 1250 EUR -> "€12.50". */
export function formatMoney(minorUnits: number, currency: string, language: Language): string {
  const amount = minorUnits / 10 ** minorUnitDigits(currency)
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    trailingZeroDisplay: 'stripIfInteger',
  }).format(amount)
}

const DATE_STYLES = {
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  medium: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  short: { day: 'numeric', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateStyle = keyof typeof DATE_STYLES

export function formatDate(date: string, language: Language, style: DateStyle = 'medium') {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(intlLocale(language), {
    ...DATE_STYLES[style],
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day))
}
