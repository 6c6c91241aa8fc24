import en from '../../../../../../translations/en/deskLabels.json'
import es from '../../../../../../translations/es/deskLabels.json'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/Button'
import { useBundledTexts } from '../../shell'
import { labelSheetApi } from './labelSheetApi'

const TEXTS = { en, es }

/**
 * The labels of a location's units (an A4 PDF of asset-tag QR codes): asked for with the staff's
 * session, then offered as a download until the screen closes.
 */
export function LabelSheetLink({ code }: { code: string }) {
  useBundledTexts('deskLabels', TEXTS)
  const { t } = useTranslation('deskLabels')
  const [prepare, sheet] = labelSheetApi.useLabelSheetMutation({ fixedCacheKey: code })
  const { data: sheetUrl, reset } = sheet
  // The PDF is held in memory behind its address: let it go when the screen does.
  useEffect(
    () => () => {
      if (!sheetUrl) return
      URL.revokeObjectURL(sheetUrl)
      reset()
    },
    [sheetUrl, reset],
  )
  if (sheet.data && sheet.originalArgs === code) {
    return (
      <a href={sheet.data} download={`labels-${code}.pdf`}>
        {t('LabelSheet.download', { code })}
      </a>
    )
  }
  return (
    <p>
      <Button onClick={() => void prepare(code)} disabled={sheet.isLoading}>
        {sheet.isLoading ? t('LabelSheet.preparing') : t('LabelSheet.prepare', { code })}
      </Button>
      {sheet.isError ? <span role="alert"> {t('LabelSheet.failed')}</span> : null}
    </p>
  )
}
