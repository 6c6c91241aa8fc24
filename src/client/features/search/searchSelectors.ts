/**
 * What the search screen derives from the criteria, the pickup location (from the API cache)
 * and the clock reading in state: the rental rules broken, the choices the pickers offer, and
 * the request for the gear search.
 */
import { createSelector } from '@reduxjs/toolkit'
import type { GearSearchQuery } from '../../../shared/contract/gear'
import { openingWindowOn, timeSlotsOn } from '../../../shared/domain/openingTimes'
import {
  findRentalPeriodProblems,
  latestReturnDate,
  rentalDays,
  type RentalPeriod,
} from '../../../shared/domain/rentalPeriod'
import { wallClockAt } from '../../../shared/domain/zonedTime'
import type { RootState } from '../../app/store'
import { selectLanguage } from '../preferences'
import { leadTimeAllows, selectLeadTimePassed } from './deliverySelectors'
import { selectSearchLocation } from './searchLocation'
import { selectSearchCheckedAt, selectSearchCriteria, selectSearchFilters } from './searchSlice'

export type RentalRequest = RentalPeriod & { pickup_location_code: string }

/** The searched location's name in the traveller's language; its code while it loads. */
export const selectSearchLocationName = (state: RootState) =>
  selectSearchLocation(state)?.names[selectLanguage(state)] ??
  selectSearchCriteria(state).pickup_location_code

/** Today's date and time on the pickup location's clock, at the last clock reading. */
export const selectLocationNow = createSelector(
  [selectSearchLocation, selectSearchCheckedAt],
  (location, checkedAt) =>
    location && checkedAt !== null ? wallClockAt(checkedAt, location.time_zone) : null,
)

export const selectRentalPeriodProblems = createSelector(
  [selectSearchCriteria, selectSearchLocation, selectSearchCheckedAt],
  (criteria, location, checkedAt) =>
    location && checkedAt !== null ? findRentalPeriodProblems(location, criteria, checkedAt) : [],
)

/** The chosen rental when it is complete and breaks no rule (a zone's lead time too); else null. */
export const selectRentalRequest = createSelector(
  [selectSearchCriteria, selectRentalPeriodProblems, selectLocationNow, selectLeadTimePassed],
  (criteria, problems, now, leadTimePassed): RentalRequest | null => {
    const { pickup_location_code, start_date, end_date, pickup_time, return_time } = criteria
    if (!now || problems.length > 0 || leadTimePassed) return null
    if (!start_date || !end_date || !pickup_time || !return_time) return null
    return { pickup_location_code, start_date, end_date, pickup_time, return_time }
  },
)

/** Rental days of the chosen dates (both chosen, return not before pickup), else null. */
export const selectRentalDays = createSelector(
  [selectSearchCriteria],
  ({ start_date, end_date }) =>
    start_date && end_date && end_date >= start_date ? rentalDays(start_date, end_date) : null,
)

export const selectGearSearchArgs = createSelector(
  [selectRentalRequest, selectSearchFilters, selectLanguage],
  (rental, filters, lang): GearSearchQuery | null => {
    if (!rental) return null
    return {
      ...rental,
      ...(filters.category ? { category: filters.category } : {}),
      ...(filters.age_group ? { age_group: filters.age_group } : {}),
      lang,
    }
  },
)

/**
 * Days the pickup calendar refuses: before today, the desk's closed days, and for a delivery
 * zone the days whose lead time has passed.
 */
export const selectIsPickupDateDisabled = createSelector(
  [selectSearchLocation, selectLocationNow, selectSearchCheckedAt],
  (location, now, checkedAt) => (date: string) =>
    !location ||
    !now ||
    date < now.date ||
    openingWindowOn(location, date) === null ||
    !leadTimeAllows(location, date, checkedAt),
)

/** Days the return calendar refuses: before pickup, beyond the 21 days, and closed days. */
export const selectIsReturnDateDisabled = createSelector(
  [selectSearchLocation, selectLocationNow, selectSearchCriteria],
  (location, now, { start_date }) =>
    (date: string) =>
      !location ||
      !now ||
      date < (start_date ?? now.date) ||
      (start_date !== null && date > latestReturnDate(start_date)) ||
      openingWindowOn(location, date) === null,
)

/** Pickup times on the chosen day: inside opening hours, and after now when it is today. */
export const selectPickupTimeOptions = createSelector(
  [selectSearchLocation, selectLocationNow, selectSearchCriteria],
  (location, now, { start_date }) => {
    if (!location || !start_date) return []
    return timeSlotsOn(location, start_date, now?.date === start_date ? now.time : undefined)
  },
)

/** Return times on the chosen day: inside opening hours, after pickup on a same-day rental. */
export const selectReturnTimeOptions = createSelector(
  [selectSearchLocation, selectLocationNow, selectSearchCriteria],
  (location, now, { start_date, end_date, pickup_time }) => {
    if (!location || !end_date) return []
    const after = end_date === start_date ? (pickup_time ?? undefined) : undefined
    const notBeforeNow = now?.date === end_date ? now.time : undefined
    const earliest = [after, notBeforeNow].filter((t) => t !== undefined).sort()
    return timeSlotsOn(location, end_date, earliest.at(-1))
  },
)
