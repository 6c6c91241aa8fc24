import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import {
  selectUnitChangeBusy,
  selectUnitChangeError,
  unitChangeRequested,
} from './deskInventorySlice'
import type { UnitChange } from './inventoryDrafts'

/**
 * Unit changes asked from one place of the inventory at `code` (`at`: an item's table or the
 * short-units dialog): whether one is on its way, the refusal shown there, and how to ask.
 */
export function useUnitChange(code: string, at: string) {
  const dispatch = useAppDispatch()
  const busy = useAppSelector(selectUnitChangeBusy)
  const errorCode = useAppSelector((state) => selectUnitChangeError(state, at))
  const request = (change: UnitChange) => dispatch(unitChangeRequested({ code, at, ...change }))
  return { busy, errorCode, request }
}
