import { skipToken } from '@reduxjs/toolkit/query'
import { Link } from 'react-router'
import type { GearSummary } from '../../../shared/contract/gear'
import { seatsThatFit, type SeatApproval } from '../../../shared/domain/seatFit'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { useView } from '../../app/useView'
import { childrenApi } from '../children'
import { selectIsAuthenticated } from '../session'
import styles from './SearchPage.module.css'

type Seat = GearSummary & { seat_approval: SeatApproval }

/**
 * For a signed-in family who listed children, the seat among the results that fits each child
 * best (docs/safety.md, The fit rule): the one whose range ends soonest, so a child stays in the
 * earlier stage while it fits. Only seats with units free for the dates are suggested.
 */
export function SeatSuggestions({ items }: { items: GearSummary[] }) {
  const { t } = useView('search')
  const signedIn = useAppSelector(selectIsAuthenticated)
  const { data } = childrenApi.useChildrenQuery(signedIn ? undefined : skipToken)
  const children = data?.children ?? []
  const seats = items
    .filter((item): item is Seat => item.seat_approval !== null && item.available_stock > 0)
    .map((seat) => ({ seat, approval: seat.seat_approval }))
  if (children.length === 0 || seats.length === 0) return null
  return (
    <section className={styles.suggestions} aria-labelledby="seat-suggestions-heading">
      <h3 id="seat-suggestions-heading">{t('SeatSuggestions.heading')}</h3>
      <ul>
        {children.map((child, index) => {
          const name = child.name ?? t('SeatSuggestions.unnamed', { number: index + 1 })
          const best = seatsThatFit(seats, child)[0]?.seat
          if (best) {
            return (
              <li key={child.id}>
                {t('SeatSuggestions.fits', { name })}{' '}
                <Link to={paths.gear.to(best._id)}>{best.name}</Link>
              </li>
            )
          }
          const measured = child.height_cm !== null || child.weight_kg !== null
          return (
            <li key={child.id}>
              {t(measured ? 'SeatSuggestions.noneFits' : 'SeatSuggestions.measureFirst', { name })}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
