import { Type, type Static } from 'typebox'
import { WAITLIST_STATUSES } from '../domain/waitlist'
import { ClockTime, IsoDate } from './common'
import { MAX_UNITS_PER_RENTAL } from './pricing'
import { PickupLocationParams } from './pickupLocations'

/** Asking to be told when an item short for a rental frees up (POST /waitlist). */
export const WaitlistJoin = Type.Object({
  gear_id: Type.String({ format: 'uuid' }),
  units: Type.Integer({
    minimum: 1,
    maximum: MAX_UNITS_PER_RENTAL,
    description: 'The units wanted; an offer holds what is free, up to these.',
  }),
  pickup_location_code: PickupLocationParams.properties.code,
  start_date: IsoDate,
  end_date: IsoDate,
  pickup_time: ClockTime,
  return_time: ClockTime,
})
export type WaitlistJoin = Static<typeof WaitlistJoin>

/** A family's place in line (docs/product.md, Waitlist). */
export const WaitlistEntry = Type.Object({
  _id: Type.String(),
  gear_id: Type.String(),
  units: Type.Integer(),
  pickup_location_code: Type.String(),
  start_date: IsoDate,
  end_date: IsoDate,
  pickup_time: ClockTime,
  return_time: ClockTime,
  status: Type.Enum(WAITLIST_STATUSES),
  quote_id: Type.Union([Type.String(), Type.Null()], {
    description: 'The quote holding the freed units while offered (and the one booked).',
  }),
  offer_expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
})
export type WaitlistEntry = Static<typeof WaitlistEntry>

export const WaitlistEntries = Type.Object({ entries: Type.Array(WaitlistEntry) })
export type WaitlistEntries = Static<typeof WaitlistEntries>

/** The leave link of a waitlist email: its token travels in the body, never in a URL. */
export const WaitlistLeaveLink = Type.Object({ token: Type.String({ maxLength: 1024 }) })
export type WaitlistLeaveLink = Static<typeof WaitlistLeaveLink>

/** Lowering the units of one item held by a waitlist offer, before booking it. */
export const HeldUnits = Type.Object({
  gear_id: Type.String({ format: 'uuid' }),
  units: Type.Integer({
    minimum: 1,
    maximum: MAX_UNITS_PER_RENTAL,
    description: 'The units to keep: at least 1, at most the units held of that item.',
  }),
})
export type HeldUnits = Static<typeof HeldUnits>
