import { useAppSelector } from '../../../app/hooks'
import { useErrorText } from '../../../app/useErrorText'
import { useView } from '../../../app/useView'
import { promoStatusChangeRequested, selectPromoForm } from './deskPromoSlice'
import { useGetPromoCodesQuery } from './deskPromoApi'
import { DeskScreen, deskStyles, QueryState } from '../shell'
import { PromoCodeForm } from './PromoCodeForm'
import { PromoCodesTable } from './PromoCodesTable'

/** Admins' promo codes (docs/product.md, Promo codes): create one, see them all, pause or resume. */
export function PromoCodesScreen() {
  const { t, dispatch } = useView('desk')
  const errorText = useErrorText()
  const form = useAppSelector(selectPromoForm)
  const query = useGetPromoCodesQuery()
  return (
    <DeskScreen id="promo-codes" title={t('PromoCodes.title')}>
      <PromoCodeForm />
      {form.errorCode ? (
        <p role="alert" className={deskStyles.error}>
          {errorText(form.errorCode)}
        </p>
      ) : null}
      {form.created ? <p role="status">{t('PromoCodes.created', { code: form.created })}</p> : null}
      <QueryState query={query} />
      {query.data ? (
        <PromoCodesTable
          codes={query.data}
          changingId={form.changingId}
          onStatusChange={(change) => dispatch(promoStatusChangeRequested(change))}
        />
      ) : null}
    </DeskScreen>
  )
}
