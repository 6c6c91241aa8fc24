import { useAppSelector } from '../../app/hooks'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import formStyles from '../../components/Form.module.css'
import { ContactFields, useContactForm } from '../checkout'
import { quoteContactSubmitAttempted } from './quoteEvents'
import { quoteContactSelectors, selectQuotePage } from './quoteSelectors'
import { quoteContactChanged, quoteEditClosed } from './quoteSlice'
import { useView } from '../../app/useView'

/** Changes the quote's contact details (PATCH /quotes/{id}) before booking; its draft lives in the store. */
export function QuoteContactForm() {
  const { t, dispatch } = useView('checkout')
  const { saving, saveError } = useAppSelector(selectQuotePage)
  const form = useContactForm('quote', quoteContactSelectors, quoteContactSubmitAttempted)
  return (
    <form className={formStyles.form} onSubmit={form.submit} noValidate>
      {saveError ? <Alert tone="error">{t(saveError)}</Alert> : null}
      <ContactFields
        form="quote"
        draft={form.draft}
        messages={form.messages}
        onChange={(changed) => dispatch(quoteContactChanged({ draft: changed }))}
      />
      <div className={formStyles.row}>
        <Button type="submit" disabled={saving}>
          {t('Quote.save')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(quoteEditClosed())}>
          {t('Quote.cancelEdit')}
        </Button>
      </div>
    </form>
  )
}
