import { useMemo } from 'react'
import { selectLanguage } from '../features/preferences/slices'
import { formatDate, formatMoney, type DateStyle } from '../lib/format'
import { useAppSelector } from './hooks'

/** Formatters for dates and money in the active language. */
export function useFormat() {
  const language = useAppSelector(selectLanguage)
  return useMemo(
    () => ({
      language,
      money: (minorUnits: number, currency: string) => formatMoney(minorUnits, currency, language),
      date: (date: string, style?: DateStyle) => formatDate(date, language, style),
    }),
    [language],
  )
}
