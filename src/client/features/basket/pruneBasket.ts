/**
 * Checking a basket's items (docs/product.md, State machines), loaded with the time zone database
 * the first time there is a basket to check: items whose pickup date is today or earlier at the
 * pickup location, and items whose gear the catalogue no longer has, are removed.
 */
import type { ListenerEffectAPI } from '@reduxjs/toolkit'
import { wallClockAt } from '../../../shared/domain/zonedTime'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { describeApiError } from '../../lib/apiErrors'
import { gearApi } from '../gear'
import { selectLanguage } from '../preferences'
import { pickupLocationsApi } from '../search'
import { basketFailed, basketItemsPruned } from './basketSlice'

const unique = <T>(values: T[]) => [...new Set(values)]

export async function pruneBasket({
  dispatch,
  getState,
  extra,
}: ListenerEffectAPI<RootState, AppDispatch, AppExtra>) {
  const items = getState().basket.items
  const today = new Map<string, string>()
  for (const code of unique(items.map((item) => item.pickup_location_code))) {
    const location = await dispatch(
      pickupLocationsApi.endpoints.getPickupLocation.initiate(code, { subscribe: false }),
    )
    if (location.data) today.set(code, wallClockAt(extra.clock.now(), location.data.time_zone).date)
  }
  const started = items.filter((item) => {
    const date = today.get(item.pickup_location_code)
    return date !== undefined && item.start_date <= date
  })
  if (started.length > 0) {
    dispatch(basketItemsPruned({ ids: started.map((item) => item.id), reason: 'started' }))
  }

  const remaining = getState().basket.items
  const lang = selectLanguage(getState())
  const gone = new Set<string>()
  let unreadable = false
  for (const id of unique(remaining.map((item) => item.gear_id))) {
    const gear = await dispatch(
      gearApi.endpoints.getGear.initiate({ id, lang }, { subscribe: false }),
    )
    if (!gear.error) continue
    const { status } = describeApiError(gear.error)
    if (status === 404 || status === 400) gone.add(id)
    else unreadable = true
  }
  const unavailable = getState().basket.items.filter((item) => gone.has(item.gear_id))
  if (unavailable.length > 0) {
    dispatch(basketItemsPruned({ ids: unavailable.map((item) => item.id), reason: 'unavailable' }))
  }
  if (unreadable) dispatch(basketFailed({ kind: 'details_failed' }))
}
