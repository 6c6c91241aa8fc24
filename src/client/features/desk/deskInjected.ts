import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { featureInjected, type LazyFeature } from '../../app/lazyFeature'
import type { AppExtra } from '../../app/services'
import type { RootState } from '../../app/store'
import { auditFeature } from './audit'
import { bookingsFeature } from './bookings'
import { handoverInjected } from './handover'
import { inventoryFeature } from './inventory'
import { promoCodesFeature } from './promo-codes'
import { deskSlice } from './shell'
import { staffFeature } from './staff'

/** The desk's rooms as the store takes them: each with its slice and its listeners. */
const ROOMS: LazyFeature[] = [
  { slice: deskSlice, listeners: [] },
  bookingsFeature,
  staffFeature,
  auditFeature,
  inventoryFeature,
  promoCodesFeature,
]

/**
 * Adds the desk's rooms (the handover's too) to the store: their slices to its reducer, their
 * listeners to its listener middleware. The desk's chunk does it when it first renders (again is
 * harmless).
 */
export const deskSliceInjected =
  (): ThunkAction<void, RootState, AppExtra, UnknownAction> => (dispatch) => {
    for (const room of ROOMS) dispatch(featureInjected(room))
    dispatch(handoverInjected())
  }
