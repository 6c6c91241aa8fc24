import { useAppSelector } from '../../app/hooks'
import { useErrorText } from '../../app/useErrorText'
import { useView } from '../../app/useView'
import { Button } from '../../components/Button'
import { SendForm } from '../../components/SendForm'
import { TextField } from '../../components/TextField'
import { promoCodeApplied } from './basketSlice'
import { promoCodeSubmitted, promoDraftChanged } from './promoFieldSlice'
import { selectPromoField, type PromoField } from './promoSelectors'
import styles from './PromoCodeField.module.css'

const PROMO_STATUS_ID = 'promo-code-status'

/** The code's standing, in words: applied, being checked, or not applied and why. */
function PromoStatusText({ promo }: { promo: PromoField }) {
  const { t } = useView('basket')
  const errorText = useErrorText()
  const code = promo.code ?? ''
  switch (promo.status) {
    case 'applied':
      return <span className={styles.applied}>{t('Promo.applied', { code })}</span>
    case 'refused':
      return (
        <span className={styles.refused}>
          {t('Promo.notApplied', { code, reason: errorText(promo.refusal) })}
        </span>
      )
    case 'checking':
      return <span>{t('Promo.checking', { code })}</span>
    default:
      return <span>{t('Promo.entered', { code })}</span>
  }
}

/**
 * The basket's promo code (docs/product.md, Promo codes): typed here, checked and priced by the
 * server; a refused code is shown with its reason, and the basket is priced without it.
 */
export function PromoCodeField() {
  const { t, dispatch } = useView('basket')
  const promo = useAppSelector(selectPromoField)
  const refused = promo.status === 'refused'
  // A refused code stays in the field, marked wrong and described by why.
  const why = refused && !promo.malformed
  return (
    <div className={styles.promo}>
      <SendForm className={styles.form} onSend={() => dispatch(promoCodeSubmitted())}>
        <TextField
          label={t('Promo.label')}
          value={promo.draft}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={promo.malformed ? t('Promo.malformed') : null}
          {...(why && { 'aria-invalid': true, 'aria-describedby': PROMO_STATUS_ID })}
          onChange={(event) => dispatch(promoDraftChanged(event.target.value))}
        />
        <Button type="submit" variant="secondary">
          {t('Promo.apply')}
        </Button>
      </SendForm>
      {promo.code ? (
        <p role={refused ? 'alert' : 'status'} className={styles.status}>
          <span id={PROMO_STATUS_ID}>
            <PromoStatusText promo={promo} />
          </span>
          <Button
            variant="secondary"
            aria-label={t('Promo.removeLabel', { code: promo.code })}
            onClick={() => dispatch(promoCodeApplied(null))}
          >
            {t('Promo.remove')}
          </Button>
        </p>
      ) : null}
    </div>
  )
}
