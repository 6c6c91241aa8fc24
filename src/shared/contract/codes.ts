/**
 * Codes on bookings and units: a booking's QR code (a signed token naming the booking and
 * nothing personal) and what a code scanned at the desk opens (docs/desk.md, Codes).
 */
import { Type, type Static } from 'typebox'
import { UNIT_STATUSES } from './desk'

const Uuid = Type.String({ format: 'uuid' })
const LOCATION_PATTERN = '^[A-Z0-9-]{2,12}$'

export const BookingCode = Type.Object({
  token: Type.String({
    description:
      'What the QR code holds: a signed token naming the booking, valid until some days after ' +
      'its return. It opens nothing without a staff session.',
  }),
  svg: Type.String({ description: 'The QR code of `token`, as SVG markup.' }),
  expires_at: Type.String({ format: 'date-time' }),
})
export type BookingCode = Static<typeof BookingCode>

export const ScanRequest = Type.Object({
  code: Type.String({
    minLength: 1,
    maxLength: 512,
    description: "What was scanned or typed: a booking's code, or a unit's asset tag.",
  }),
  location: Type.String({
    pattern: LOCATION_PATTERN,
    description: 'The pickup location the desk is working at, e.g. SVQ.',
  }),
})
export type ScanRequest = Static<typeof ScanRequest>

export const ScannedBooking = Type.Object({
  kind: Type.Literal('booking'),
  booking_id: Uuid,
  reference: Type.String(),
})

export const ScannedUnit = Type.Object({
  kind: Type.Literal('unit'),
  unit_id: Uuid,
  asset_tag: Type.String(),
  gear_id: Uuid,
  status: Type.Enum(UNIT_STATUSES),
  out_of_service_today: Type.Boolean({
    description: "Out of service today on the location's clock (cleaning, repair, lost).",
  }),
  out_with: Type.Union([Type.Object({ booking_id: Uuid, reference: Type.String() }), Type.Null()], {
    description:
      'The booking the unit is handed out with now (checked out, not back); null when none.',
  }),
})

export const ScanResult = Type.Union([ScannedBooking, ScannedUnit])
export type ScanResult = Static<typeof ScanResult>
