import { useEffect } from 'react'
import { Link } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { paths } from '../../app/paths'
import { useView } from '../../app/useView'
import type { RentalRequest } from '../search'
import { selectIsAuthenticated } from '../session'
import { waitlistFeature } from './waitlistListeners'
import {
  selectWaitlistEntry,
  selectWaitlistRefusal,
  selectWaitlistSending,
  waitlistJoinAsked,
  waitlistLeaveAsked,
  waitlistWanted,
} from './waitlistSlice'

const REFUSALS = [
  'WAITLIST_NOT_SHORT',
  'WAITLIST_ALREADY_JOINED',
  'WAITLIST_NOT_FOR_DELIVERY',
] as const
type Refusal = (typeof REFUSALS)[number]
const isRefusal = (code: string): code is Refusal => (REFUSALS as readonly string[]).includes(code)

/**
 * Under an item short for the searched rental or for the basket's: a signed-in family asks to be
 * told when it frees up, for the units they wanted (one from the search's results), then sees
 * that they are on the waitlist (or that units are held for them) and can leave; a signed-out
 * family is asked to sign in first, coming back to `signInRedirect` (docs/product.md, Waitlist).
 */
export function WaitlistCall({
  gearId,
  gearName,
  rental,
  units = 1,
  signInRedirect = '/search',
}: {
  gearId: string
  gearName: string
  rental: RentalRequest
  units?: number
  signInRedirect?: string
}) {
  const { t, dispatch } = useView('search')
  useFeature(waitlistFeature)
  const line = {
    gear_id: gearId,
    pickup_location_code: rental.pickup_location_code,
    start_date: rental.start_date,
    end_date: rental.end_date,
  }
  const signedIn = useAppSelector(selectIsAuthenticated)
  const entry = useAppSelector((state) => selectWaitlistEntry(state, line))
  const sending = useAppSelector((state) => selectWaitlistSending(state, line))
  const refused = useAppSelector((state) => selectWaitlistRefusal(state, line))
  useEffect(() => {
    if (signedIn) dispatch(waitlistWanted())
  }, [dispatch, signedIn])

  if (!signedIn) {
    return (
      <p>
        <Link to={paths.login.to(signInRedirect)}>{t('Waitlist.signIn')}</Link>
      </p>
    )
  }
  const refusal = refused ? (
    <p role="alert">
      {t(isRefusal(refused) ? `Waitlist.refused.${refused}` : 'Waitlist.refused.other')}
    </p>
  ) : null
  if (!entry) {
    return (
      <div>
        <button
          type="button"
          disabled={sending === 'joining'}
          onClick={() => dispatch(waitlistJoinAsked({ join: { ...line, ...rental, units } }))}
        >
          {units > 1 ? t('Waitlist.joinUnits', { count: units }) : t('Waitlist.join')}
          <span className="visually-hidden"> {gearName}</span>
        </button>
        {refusal}
      </div>
    )
  }
  return (
    <div>
      {entry.status === 'offered' && entry.quoteId ? (
        <p>
          {t('Waitlist.offered')}{' '}
          <Link to={paths.quote.to(entry.quoteId)}>{t('Waitlist.book')}</Link>
        </p>
      ) : (
        <p>{t('Waitlist.waiting')}</p>
      )}
      <button
        type="button"
        disabled={sending === 'leaving'}
        onClick={() => dispatch(waitlistLeaveAsked({ rental: line }))}
      >
        {t('Waitlist.leave')}
        <span className="visually-hidden"> {gearName}</span>
      </button>
      {refusal}
    </div>
  )
}
