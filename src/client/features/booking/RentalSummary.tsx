import { useTranslation } from 'react-i18next'
import type { PricingResponse } from '../../../shared/contract/pricing'
import type { Language } from '../../../shared/domain/languages'
import { formatDate, formatMoney } from '../../lib/format'
import { basketPopupStyles as basketStyles } from '../basket'
import { useGetGearQuery } from '../gear'
import styles from './Booking.module.css'

interface Rental {
  pickup_location_name: string
  start_date: string
  end_date: string
  pickup_time: string
  return_time: string
  pricing: PricingResponse
}

function GearLine({
  gearId,
  quantity,
  language,
}: {
  gearId: string
  quantity: number
  language: Language
}) {
  const { t } = useTranslation('checkout')
  const { data } = useGetGearQuery({ id: gearId, lang: language })
  return t('Summary.quantityOf', { count: quantity, name: data?.name ?? '…' })
}

/** The rented items' lines of a price card: quantity and name, and what they cost. */
export function PricedItems({
  pricing,
  language,
}: {
  pricing: PricingResponse
  language: Language
}) {
  return pricing.items.map((item) => (
    <div key={item.gear_id} className={basketStyles.line}>
      <dt>
        <GearLine gearId={item.gear_id} quantity={item.quantity} language={language} />
      </dt>
      <dd>{formatMoney(item.subtotal, pricing.currency, language)}</dd>
    </div>
  ))
}

/** Where, when and what: the rental of a quote or a booking. */
export function RentalSummary({ rental, language }: { rental: Rental; language: Language }) {
  const { t } = useTranslation(['checkout', 'basket'])
  const when = (date: string, time: string) =>
    t('basket:Popup.dateAtTime', {
      date: formatDate(date, language, 'long'),
      time: time.slice(0, 5),
    })
  return (
    <dl className={styles.facts}>
      <dt>{t('checkout:Summary.location')}</dt>
      <dd>{rental.pickup_location_name}</dd>
      <dt>{t('checkout:Summary.pickup')}</dt>
      <dd>{when(rental.start_date, rental.pickup_time)}</dd>
      <dt>{t('checkout:Summary.return')}</dt>
      <dd>{when(rental.end_date, rental.return_time)}</dd>
      <dt>{t('checkout:Summary.items')}</dt>
      <dd>
        <ul className={styles.items}>
          {rental.pricing.items.map((item) => (
            <li key={item.gear_id}>
              <GearLine gearId={item.gear_id} quantity={item.quantity} language={language} />
            </li>
          ))}
        </ul>
      </dd>
    </dl>
  )
}

interface Contact {
  phone: string
  inbound_flight: string | null
  outbound_flight: string | null
  notes: string | null
}

export function ContactSummary({ contact }: { contact: Contact }) {
  const { t } = useTranslation('checkout')
  return (
    <dl className={styles.facts}>
      <dt>{t('Summary.phone')}</dt>
      <dd>{contact.phone}</dd>
      <dt>{t('Summary.inboundFlight')}</dt>
      <dd>{contact.inbound_flight ?? t('Summary.none')}</dd>
      <dt>{t('Summary.outboundFlight')}</dt>
      <dd>{contact.outbound_flight ?? t('Summary.none')}</dd>
      <dt>{t('Summary.notes')}</dt>
      <dd>{contact.notes ?? t('Summary.none')}</dd>
    </dl>
  )
}
