import type { Quote } from '../../../shared/contract/bookings'
import { useAppSelector } from '../../app/hooks'
import { useView } from '../../app/useView'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { bookingStyles as styles, SectionCard, type ItemNames } from '../booking'
import { quoteUnitsKeepAsked } from './quoteEvents'
import { selectQuotePage } from './quoteSelectors'
import { quoteUnitsChosen } from './quoteSlice'

const REFUSALS = ['QUOTE_NOT_PENDING', 'WAITLIST_UNITS_NOT_HELD'] as const
const refusalKey = (code: string) =>
  (REFUSALS as readonly string[]).includes(code)
    ? (`Quote.heldUnits.refused.${code as (typeof REFUSALS)[number]}` as const)
    : ('Quote.heldUnits.refused.other' as const)

/**
 * On the quote of a waitlist offer, while it is held: the family may keep fewer of the units held
 * of each item (from 1 to those held) before booking; the rest go to the next family in line
 * (docs/product.md, Waitlist).
 */
export function QuoteHeldUnits({ quote, names }: { quote: Quote; names: ItemNames }) {
  const { t, dispatch } = useView('checkout')
  const { units, keepingUnits, unitsRefused } = useAppSelector(selectQuotePage)
  if (quote.status !== 'pending' || !quote.waitlist_offer) return null
  const lines = quote.pricing.items.filter((item) => item.quantity > 1 || units[item.gear_id])
  if (lines.length === 0) return null
  return (
    <SectionCard title={t('Quote.heldUnits.title')}>
      <p>{t('Quote.heldUnits.intro')}</p>
      {lines.map(({ gear_id: gearId, quantity: held }) => {
        const name = names[gearId] ?? ''
        const chosen = units[gearId] ?? held
        const choose = (next: number) => dispatch(quoteUnitsChosen({ gearId, units: next }))
        return (
          <div key={gearId} className={styles.actions}>
            <div role="group" aria-label={t('Quote.heldUnits.units', { name })}>
              <button
                type="button"
                aria-label={t('Quote.heldUnits.fewer', { name })}
                disabled={chosen <= 1 || keepingUnits}
                onClick={() => choose(chosen - 1)}
              >
                −
              </button>{' '}
              <output aria-live="polite">{t('Quote.heldUnits.ofHeld', { chosen, held })}</output>{' '}
              <button
                type="button"
                aria-label={t('Quote.heldUnits.more', { name })}
                disabled={chosen >= held || keepingUnits}
                onClick={() => choose(chosen + 1)}
              >
                +
              </button>
            </div>
            <Button
              variant="secondary"
              disabled={chosen >= held || keepingUnits}
              onClick={() => dispatch(quoteUnitsKeepAsked({ gearId }))}
            >
              {t('Quote.heldUnits.keep', { count: chosen })}
            </Button>
          </div>
        )
      })}
      {unitsRefused ? <Alert tone="error">{t(refusalKey(unitsRefused))}</Alert> : null}
    </SectionCard>
  )
}
