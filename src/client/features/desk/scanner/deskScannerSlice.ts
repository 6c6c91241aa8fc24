import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RootState } from '../../../app/store'
import { codeEntered, type ScanTarget } from './scanEvents'
import type { ScanOutcome } from './scanOutcomes'

/** Why the camera did not open: refused by the person or the browser, none there, or else. */
export type CameraProblem = 'denied' | 'missing' | 'failed'

export interface DeskScannerState {
  /** The scan the camera is open for; null when it is closed. */
  open: ScanTarget | null
  /** A code on its way to the server. */
  busy: boolean
  camera: { target: ScanTarget; problem: CameraProblem } | null
  /** What the last code did, where it was scanned. */
  last: { target: ScanTarget; outcome: ScanOutcome } | null
  /** By target (`targetKey`): a code typed in the scanner's own field. */
  typed: Record<string, string>
  /** By booking: the check-out slots filled by a scan, so the next scan fills another. */
  scannedSlots: Record<string, number[]>
}

export const initialDeskScannerState: DeskScannerState = {
  open: null,
  busy: false,
  camera: null,
  last: null,
  typed: {},
  scannedSlots: {},
}

/** One key per place that scans: the lookup, a booking's check-out, a booking's check-in. */
export const targetKey = (target: ScanTarget) =>
  target.kind === 'booking' ? 'booking' : `${target.kind}:${target.bookingId}`

const same = (a: ScanTarget | undefined | null, b: ScanTarget) =>
  a ? targetKey(a) === targetKey(b) : false

/** The desk's scanner: the camera, what the last code did, and the codes typed instead. */
export const deskScannerSlice = createSlice({
  name: 'deskScanner',
  initialState: initialDeskScannerState,
  reducers: {
    scannerOpened(state, action: PayloadAction<{ target: ScanTarget }>) {
      state.open = action.payload.target
      state.camera = null
    },
    scannerClosed(state) {
      state.open = null
    },
    /** A code in the camera's picture (the scanner's listener sends it where the camera is open). */
    cameraCodeRead(_state, _action: PayloadAction<{ code: string }>) {},
    cameraFailed(state, action: PayloadAction<{ problem: CameraProblem }>) {
      if (state.open) state.camera = { target: state.open, problem: action.payload.problem }
      state.open = null
    },
    typedCodeChanged(state, action: PayloadAction<{ target: ScanTarget; code: string }>) {
      state.typed[targetKey(action.payload.target)] = action.payload.code
    },
    /** A booking's handover went through: its scans are done with. */
    bookingScansCleared(state, action: PayloadAction<{ bookingId: string }>) {
      delete state.scannedSlots[action.payload.bookingId]
      state.last = null
    },
    scanSettled(
      state,
      action: PayloadAction<{ target: ScanTarget; outcome: ScanOutcome; slot?: number }>,
    ) {
      const { target, outcome, slot } = action.payload
      state.busy = false
      state.last = { target, outcome }
      if (outcome.kind !== 'refused') delete state.typed[targetKey(target)]
      if (target.kind === 'checkOut' && slot !== undefined) {
        const filled = (state.scannedSlots[target.bookingId] ??= [])
        if (!filled.includes(slot)) filled.push(slot)
      }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(codeEntered, (state) => {
      state.busy = true
    })
  },
})

export const {
  scannerOpened,
  scannerClosed,
  cameraCodeRead,
  cameraFailed,
  typedCodeChanged,
  scanSettled,
  bookingScansCleared,
} = deskScannerSlice.actions

/** The store's state once the scanner's chunk has joined it (absent before: initial state). */
export type DeskScannerRootState = RootState & { deskScanner?: DeskScannerState }

const scannerState = (state: DeskScannerRootState) => state.deskScanner ?? initialDeskScannerState

export const selectScannedSlots = (state: DeskScannerRootState, bookingId: string) =>
  scannerState(state).scannedSlots[bookingId] ?? []

/** The scanner as one place that scans sees it: its camera, its last code, its typed code. */
export function selectScanAt(state: DeskScannerRootState, target: ScanTarget) {
  const scanner = scannerState(state)
  return {
    open: same(scanner.open, target),
    busy: scanner.busy,
    camera: same(scanner.camera?.target, target) ? scanner.camera!.problem : null,
    outcome: same(scanner.last?.target, target) ? scanner.last!.outcome : null,
    typed: scanner.typed[targetKey(target)] ?? '',
  }
}
