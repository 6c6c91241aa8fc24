import type { ScanResult } from '../../../../shared/contract/codes'
import { addAppListener } from '../../../app/lazyFeature'
import type { AppDispatch, RootState } from '../../../app/store'
import {
  checkInUnitScanned,
  checkOutTagChanged,
  handoverApi,
  handoverSucceeded,
  selectCheckOutSlots,
} from '../handover'
import { deskPaths, errorCodeOf, selectDeskLocation } from '../shell'
import { codeEntered, type ScanTarget } from './scanEvents'
import { deskScannerApi } from './deskScannerApi'
import {
  bookingScansCleared,
  cameraCodeRead,
  scannerClosed,
  scanSettled,
  selectScannedSlots,
  type DeskScannerRootState,
} from './deskScannerSlice'
import { checkInOutcome, checkOutPlace, serverRefusal, type ScanOutcome } from './scanOutcomes'

interface Effect {
  dispatch: AppDispatch
  getState: () => RootState
  navigate: (to: string) => void
}

/** A booking's code opens the booking's screen and closes the camera. */
function openBooking(target: ScanTarget, scanned: ScanResult, { dispatch, navigate }: Effect) {
  if (scanned.kind !== 'booking') {
    return dispatch(scanSettled({ target, outcome: refused('UNIT_NOT_BOOKING') }))
  }
  dispatch(scanSettled({ target, outcome: { kind: 'opened', reference: scanned.reference } }))
  dispatch(scannerClosed())
  navigate(deskPaths.booking(scanned.booking_id))
}

/** A unit's tag at check-out fills a slot of its item, unless it cannot go out with the booking. */
async function chooseUnit(
  target: Extract<ScanTarget, { kind: 'checkOut' }>,
  unit: Extract<ScanResult, { kind: 'unit' }>,
  { dispatch, getState }: Effect,
) {
  const { bookingId } = target
  const options = await dispatch(
    handoverApi.endpoints.getHandoverOptions.initiate({ id: bookingId }, { subscribe: false }),
  )
  if (!options.data) return dispatch(scanSettled({ target, outcome: refused('FAILED') }))
  const place = checkOutPlace({
    unit,
    options: options.data,
    slots: selectCheckOutSlots(getState(), bookingId),
    scanned: selectScannedSlots(getState(), bookingId),
    ...(target.slot === undefined ? {} : { slot: target.slot }),
  })
  if ('refused' in place) return dispatch(scanSettled({ target, outcome: place.refused }))
  dispatch(checkOutTagChanged({ bookingId, index: place.index, assetTag: unit.asset_tag }))
  dispatch(
    scanSettled({ target, outcome: { kind: 'chosen', tag: unit.asset_tag }, slot: place.index }),
  )
}

const refused = (reason: Extract<ScanOutcome, { kind: 'refused' }>['reason']): ScanOutcome => ({
  kind: 'refused',
  reason,
})

/**
 * A code scanned or typed: resolved at the desk's location by the server, then, where it was
 * scanned, it opens the booking, fills a check-out slot or marks a unit back; anything else is
 * said with its reason.
 */
const resolveCode = addAppListener({
  actionCreator: codeEntered,
  effect: async ({ payload: { code, target } }, listenerApi) => {
    const { dispatch, getState } = listenerApi
    const effect: Effect = { dispatch, getState, navigate: listenerApi.extra.navigate }
    const answer = await dispatch(
      deskScannerApi.endpoints.scanCode.initiate({
        code: code.trim(),
        location: selectDeskLocation(getState()),
      }),
    )
    if (answer.error) {
      const reason = serverRefusal(errorCodeOf(answer.error))
      return void dispatch(scanSettled({ target, outcome: refused(reason) }))
    }
    const scanned = answer.data
    if (target.kind === 'booking') return void openBooking(target, scanned, effect)
    if (scanned.kind !== 'unit') {
      return void dispatch(scanSettled({ target, outcome: refused('BOOKING_NOT_UNIT') }))
    }
    if (target.kind === 'checkOut') return void (await chooseUnit(target, scanned, effect))
    const outcome = checkInOutcome(scanned, target.out)
    if (outcome.kind === 'back') {
      dispatch(checkInUnitScanned({ bookingId: target.bookingId, unitId: scanned.unit_id }))
    }
    dispatch(scanSettled({ target, outcome }))
  },
})

/** A code the camera read goes where the camera was opened. */
const sendCameraCode = addAppListener({
  actionCreator: cameraCodeRead,
  effect: ({ payload: { code } }, listenerApi) => {
    const target = (listenerApi.getState() as DeskScannerRootState).deskScanner?.open
    if (target) listenerApi.dispatch(codeEntered({ code, target }))
  },
})

/** Once a booking's handover went through, what was scanned for it is done with. */
const clearAfterHandover = addAppListener({
  actionCreator: handoverSucceeded,
  effect: ({ payload: { bookingId } }, listenerApi) => {
    listenerApi.dispatch(bookingScansCleared({ bookingId }))
  },
})

export const deskScannerListeners = [resolveCode, sendCameraCode, clearAfterHandover] as const
