import type { BookingChangePreview } from '../../../shared/contract/bookingChanges'
import { useFormat } from '../../app/useFormat'
import type { ChangeMoney } from './changeSelectors'
import { useChangeView } from './changeTexts'

/** A change's money in words: "You pay €12.60 more.", "We refund €8.00.", or what is kept. */
export function ChangeMoneyLines(props: { money: ChangeMoney[]; currency: string; kept: string }) {
  const { t } = useChangeView()
  const format = useFormat()
  return props.money.map((line) => (
    <p key={line.kind}>
      {line.kind === 'pay' || line.kind === 'refund'
        ? t(`Change.money.${line.kind}`, { amount: format.money(line.amount, props.currency) })
        : line.kind === 'kept'
          ? props.kept
          : t(`Change.money.${line.kind}`)}
    </p>
  ))
}

interface ChangePriceProps {
  asksSomething: boolean
  previewing: boolean
  preview: BookingChangePreview | null
  money: ChangeMoney[]
  currency: string
  kept: string
}

/** What the draft would cost, before anything is committed. */
export function ChangePrice({ preview, currency, ...props }: ChangePriceProps) {
  const { t } = useChangeView()
  const format = useFormat()
  const money = (cents: number) => format.money(cents, currency)
  if (!props.asksSomething) return <p>{t('Change.unchanged')}</p>
  if (props.previewing || !preview) return <p>{t('Change.previewing')}</p>
  return (
    <>
      <p>
        {t('Change.total', {
          before: money(preview.total_before),
          after: money(preview.total_after),
        })}
      </p>
      {preview.deposit_difference !== 0 ? (
        <p>
          {t('Change.deposit', {
            before: money(preview.deposit_before),
            after: money(preview.deposit_after),
          })}
        </p>
      ) : null}
      <ChangeMoneyLines money={props.money} currency={currency} kept={props.kept} />
    </>
  )
}
