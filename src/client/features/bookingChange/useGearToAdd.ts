import type { Booking } from '../../../shared/contract/bookings'
import { useAppSelector } from '../../app/hooks'
import { useSearchGearQuery } from '../gear'
import { selectLanguage } from '../preferences'
import type { ItemNames } from '../booking'

/** Where and when a booking rents: what the location's gear is looked up for. */
export type RentalOf = Pick<
  Booking,
  'pickup_location_code' | 'start_date' | 'end_date' | 'pickup_time' | 'return_time'
>

/** The catalogue's limit on one page: every item a location stocks. */
const WHOLE_CATALOGUE = 100

/**
 * The location's gear the draft does not have yet, to add to the booking, and the names of all
 * of it (the items added are named as the booking's own). Looked up for the booking's own
 * rental, so the list stays put while the draft's dates move; a period the catalogue refuses
 * (a pickup already past) offers nothing.
 */
export function useGearToAdd(rental: RentalOf, units: Record<string, number> = {}) {
  const lang = useAppSelector(selectLanguage)
  const { pickup_location_code, start_date, end_date, pickup_time, return_time } = rental
  const { data } = useSearchGearQuery({
    pickup_location_code,
    start_date,
    end_date,
    pickup_time,
    return_time,
    lang,
    limit: WHOLE_CATALOGUE,
  })
  const gear = data?.items ?? []
  const names: ItemNames = Object.fromEntries(gear.map((item) => [item._id, item.name]))
  const addable = gear
    .filter((item) => units[item._id] === undefined)
    .map((item) => ({ gearId: item._id, name: item.name }))
  return { names, addable }
}
