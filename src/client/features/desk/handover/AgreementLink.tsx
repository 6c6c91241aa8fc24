import { useTranslation } from 'react-i18next'
import type { AgreementLink as Agreement } from '../../../../shared/contract/desk-handover'
import { useDeskFormat } from '../shell'

/** The booking's signed rental agreement: a link to its PDF (a signed address), who and when. */
export function AgreementLink({ agreement, timeZone }: { agreement: Agreement; timeZone: string }) {
  const { t } = useTranslation('desk')
  const format = useDeskFormat()
  return (
    <p>
      <a href={agreement.url} download>
        {t('handover.AgreementLink.link')}
      </a>{' '}
      {t('handover.AgreementLink.signed', {
        name: agreement.signer_name,
        at: format.zoned(agreement.signed_at, timeZone),
      })}
    </p>
  )
}
