import { useState } from 'react'
import type { UnitsShortResponse } from '../../../shared/contract/desk'
import { apiErrorCode, type ApiError } from '../../app/apiError'
import { useAppDispatch } from '../../app/hooks'
import {
  usePutBackInServiceMutation,
  usePutOutOfServiceMutation,
  useRetireUnitMutation,
} from './deskApi'
import { pendingChangeClosed, unitsShortReported, type PendingUnitChange } from './deskSlice'

const shortBookingsOf = (error: ApiError) =>
  error && 'data' in error && apiErrorCode(error) === 'UNITS_SHORT'
    ? (error.data as UnitsShortResponse).short_bookings
    : null

/**
 * Changes a unit at `code`. A change refused with UNITS_SHORT waits in the desk slice for the
 * staff's "Confirm anyway" (sent again with `confirm: true`) or "Cancel"; any other refusal is
 * returned as its error code for the view to show.
 */
export function useUnitChange(code: string) {
  const dispatch = useAppDispatch()
  const [putOutOfService, outOfServiceState] = usePutOutOfServiceMutation()
  const [retireUnit, retireState] = useRetireUnitMutation()
  const [putBackInService, backState] = usePutBackInServiceMutation()
  const [errorCode, setErrorCode] = useState<string | null>(null)

  async function run(change: PendingUnitChange, confirm = false): Promise<boolean> {
    setErrorCode(null)
    const { assetTag } = change
    const result =
      change.action === 'out_of_service'
        ? await putOutOfService({ code, assetTag, body: { ...change.body, confirm } })
        : await retireUnit({ code, assetTag, body: { ...change.body, confirm } })
    if (!result.error) {
      dispatch(pendingChangeClosed())
      return true
    }
    const shortBookings = shortBookingsOf(result.error)
    if (shortBookings && !confirm) dispatch(unitsShortReported({ ...change, shortBookings }))
    else setErrorCode(apiErrorCode(result.error))
    return false
  }

  async function backInService(assetTag: string): Promise<boolean> {
    setErrorCode(null)
    const result = await putBackInService({ code, assetTag })
    if (result.error) setErrorCode(apiErrorCode(result.error))
    return !result.error
  }

  return {
    change: run,
    backInService,
    errorCode,
    busy: outOfServiceState.isLoading || retireState.isLoading || backState.isLoading,
  }
}
