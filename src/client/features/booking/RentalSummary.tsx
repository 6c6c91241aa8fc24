import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PricingResponse } from '../../../shared/contract/pricing'
import type { DeliveryAddress } from '../../../shared/domain/delivery'
import { useFormat } from '../../app/useFormat'
import { basketPopupStyles as basketStyles, PriceBreakdown } from '../basket'
import type { ItemNames } from './bookingSlice'
import styles from './Booking.module.css'
import { DeliveryFacts } from './DeliveryFacts'

interface Rental {
  pickup_location_name: string
  start_date: string
  end_date: string
  pickup_time: string
  return_time: string
  pricing: PricingResponse
  /** For a rental delivered to a zone: where (null or absent when it is picked up). */
  delivery_address?: DeliveryAddress | null
}

/** "2 × Infant seat"; the name shows once the listener has it. */
function ItemLine({ quantity, name }: { quantity: number; name: string | undefined }) {
  const { t } = useTranslation('checkout')
  return t('Summary.quantityOf', { count: quantity, name: name ?? '…' })
}

/** The rented items' lines of a price card: quantity and name, and what they cost. */
function PricedItems({ pricing, names }: { pricing: PricingResponse; names: ItemNames }) {
  const format = useFormat()
  return pricing.items.map((item) => (
    <div key={item.gear_id} className={basketStyles.line}>
      <dt>
        <ItemLine quantity={item.quantity} name={names[item.gear_id]} />
      </dt>
      <dd>{format.money(item.subtotal, pricing.currency)}</dd>
    </div>
  ))
}

/** A card of the quote and booking pages, titled. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/** Where, when and what: the rental of a quote or a booking. */
export function RentalCard({ rental, names }: { rental: Rental; names: ItemNames }) {
  const { t } = useTranslation(['checkout', 'basket'])
  const format = useFormat()
  const when = (date: string, time: string) =>
    t('basket:Popup.dateAtTime', { date: format.date(date, 'long'), time: time.slice(0, 5) })
  return (
    <SectionCard title={t('checkout:Quote.rental')}>
      <dl className={styles.facts}>
        <dt>
          {rental.delivery_address ? t('checkout:Delivery.zone') : t('checkout:Summary.location')}
        </dt>
        <dd>{rental.pickup_location_name}</dd>
        {rental.delivery_address ? (
          <DeliveryFacts rental={{ ...rental, delivery_address: rental.delivery_address }} />
        ) : (
          <>
            <dt>{t('checkout:Summary.pickup')}</dt>
            <dd>{when(rental.start_date, rental.pickup_time)}</dd>
            <dt>{t('checkout:Summary.return')}</dt>
            <dd>{when(rental.end_date, rental.return_time)}</dd>
          </>
        )}
        <dt>{t('checkout:Summary.items')}</dt>
        <dd>
          <ul className={styles.items}>
            {rental.pricing.items.map((item) => (
              <li key={item.gear_id}>
                <ItemLine quantity={item.quantity} name={names[item.gear_id]} />
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </SectionCard>
  )
}

/** The price card: the items' lines, fees and totals, and what follows them (savings). */
export function PriceCard(props: {
  pricing: PricingResponse
  total: number
  names: ItemNames
  children?: ReactNode
}) {
  const { t } = useTranslation('bookings')
  const { language } = useFormat()
  return (
    <SectionCard title={t('Booking.price')}>
      <PriceBreakdown
        pricing={props.pricing}
        total={props.total}
        language={language}
        lines={<PricedItems pricing={props.pricing} names={props.names} />}
      />
      {props.children}
    </SectionCard>
  )
}

interface Contact {
  phone: string
  inbound_flight: string | null
  arrival_time: string | null
  outbound_flight: string | null
  departure_time: string | null
  notes: string | null
}

export function ContactSummary({ contact }: { contact: Contact }) {
  const { t } = useTranslation('checkout')
  return (
    <dl className={styles.facts}>
      <dt>{t('Summary.phone')}</dt>
      <dd>{contact.phone}</dd>
      <dt>{t('Summary.inboundFlight')}</dt>
      <dd>{contact.inbound_flight ?? t('Summary.noFlight')}</dd>
      {contact.arrival_time ? (
        <>
          <dt>{t('Summary.arrivalTime')}</dt>
          <dd>{contact.arrival_time}</dd>
        </>
      ) : null}
      <dt>{t('Summary.outboundFlight')}</dt>
      <dd>{contact.outbound_flight ?? t('Summary.noFlight')}</dd>
      {contact.departure_time ? (
        <>
          <dt>{t('Summary.departureTime')}</dt>
          <dd>{contact.departure_time}</dd>
        </>
      ) : null}
      <dt>{t('Summary.notes')}</dt>
      <dd>{contact.notes ?? t('Summary.none')}</dd>
    </dl>
  )
}
