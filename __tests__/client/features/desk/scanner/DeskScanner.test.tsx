import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../../src/client/app/store'
import DeskScanner from '../../../../../src/client/features/desk/scanner/DeskScanner'
import {
  cameraFailed,
  initialDeskScannerState,
  scannerOpened,
  typedCodeChanged,
  type DeskScannerState,
} from '../../../../../src/client/features/desk/scanner/deskScannerSlice'
import {
  BOOKING_SCAN,
  codeEntered,
  type ScanTarget,
} from '../../../../../src/client/features/desk/scanner'
import { renderOverMockStore, stateWith } from '../../../support/renderOverMockStore'
import { BOOKING_ID, unitId } from '../handover/handoverFixtures'

const checkIn: ScanTarget = { kind: 'checkIn', bookingId: BOOKING_ID, out: [unitId(1)] }

async function renderScanner(
  target: ScanTarget,
  scanner: Partial<DeskScannerState> = {},
  { language = 'en' as 'en' | 'es', fieldId }: { language?: 'en' | 'es'; fieldId?: string } = {},
) {
  const state = {
    ...stateWith({ preferences: { language } }),
    deskScanner: { ...initialDeskScannerState, ...scanner },
  } as RootState
  const view = await renderOverMockStore(
    <>
      {fieldId ? <input id={fieldId} aria-label="Search" /> : null}
      <DeskScanner target={target} {...(fieldId ? { fieldId } : {})} />
    </>,
    { state },
  )
  await act(async () => undefined)
  return view
}

const mediaDevices = (getUserMedia: () => Promise<MediaStream>) =>
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true })
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices')
})

test('Scan opens the camera for this place; a typed code sent with Enter goes the same way', async () => {
  const { dispatched } = await renderScanner(checkIn, { typed: { [`checkIn:${BOOKING_ID}`]: 'x' } })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Scan' }))
  await user.type(screen.getByLabelText('Asset tag of a unit back'), '1{Enter}')
  expect(dispatched()).toEqual([
    scannerOpened({ target: checkIn }),
    typedCodeChanged({ target: checkIn, code: 'x1' }),
    codeEntered({ code: 'x', target: checkIn }),
  ])
})

test('a device with no camera to ask for says so when the camera opens', async () => {
  const { dispatched } = await renderScanner(BOOKING_SCAN, { open: BOOKING_SCAN })
  expect(screen.getByRole('button', { name: 'Stop scanning' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect(dispatched()).toEqual([cameraFailed({ problem: 'missing' })])
})

test('a camera the person refused is told as refused, and turned off', async () => {
  const denied = new DOMException('Permission denied', 'NotAllowedError')
  mediaDevices(() => Promise.reject(denied))
  const { dispatched } = await renderScanner(BOOKING_SCAN, { open: BOOKING_SCAN })
  expect(dispatched()).toEqual([cameraFailed({ problem: 'denied' })])
})

test('says plainly that the camera is refused, and puts the cursor in the typing field', async () => {
  await renderScanner(
    BOOKING_SCAN,
    { camera: { target: BOOKING_SCAN, problem: 'denied' } },
    { fieldId: 'lookup' },
  )
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The camera is not allowed on this device. Type the code instead',
  )
  expect(screen.getByLabelText('Search')).toHaveFocus()
})

test('with no typing field of its own place, offers its own and focuses it (in Spanish too)', async () => {
  await renderScanner(
    BOOKING_SCAN,
    { camera: { target: BOOKING_SCAN, problem: 'missing' } },
    { language: 'es' },
  )
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Este dispositivo no tiene una cámara que podamos usar. Escribe el código.',
  )
  expect(screen.getByLabelText('Código de la reserva')).toHaveFocus()
})

test.each([
  ['CODE_NOT_OURS', 'en', 'This code is not one of ours'],
  ['CODE_EXPIRED', 'en', "This booking's code has expired."],
  ['CODE_OTHER_LOCATION', 'en', 'This code belongs to another location.'],
  ['CODE_NOT_OURS', 'es', 'Este código no es nuestro'],
  ['CODE_EXPIRED', 'es', 'El código de esta reserva ha caducado.'],
  ['CODE_OTHER_LOCATION', 'es', 'Este código es de otro punto de recogida.'],
] as const)('says why the server refused a code: %s (%s)', async (reason, language, text) => {
  await renderScanner(
    BOOKING_SCAN,
    { last: { target: BOOKING_SCAN, outcome: { kind: 'refused', reason } } },
    { language },
  )
  expect(screen.getByRole('alert')).toHaveTextContent(text)
})

test('names the unit and why it cannot go out, and what a scan did', async () => {
  const checkOut: ScanTarget = { kind: 'checkOut', bookingId: BOOKING_ID }
  const refused = {
    kind: 'refused' as const,
    reason: 'OUT_WITH_OTHER' as const,
    tag: 'SVQ-ZCS123-K-004',
    reference: 'TT-OTHER',
  }
  await renderScanner(checkOut, { last: { target: checkOut, outcome: refused } }, { fieldId: 'f' })
  expect(screen.getByRole('alert')).toHaveTextContent(
    'SVQ-ZCS123-K-004 is out with another booking (TT-OTHER).',
  )
  await renderScanner(checkIn, {
    last: { target: checkIn, outcome: { kind: 'back', tag: 'SVQ-ZCS123-K-001' } },
  })
  expect(screen.getByRole('status')).toHaveTextContent('SVQ-ZCS123-K-001 is back')
})
