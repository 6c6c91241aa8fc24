import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type errors from '../../../translations/en/errors.json'

type KnownCode = keyof typeof errors.codes

/** The message for a stable error code in the active language; unknown codes read as internal. */
export function useErrorText() {
  const { t, i18n } = useTranslation('errors')
  return useCallback(
    (code: string | null) => {
      const known = code !== null && i18n.exists(`codes.${code}`, { ns: 'errors' })
      return t(`codes.${(known ? code : 'INTERNAL_ERROR') as KnownCode}`)
    },
    [t, i18n],
  )
}
