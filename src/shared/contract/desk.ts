/**
 * The staff desk's inventory API (`/api/desk`): units of gear at a pickup location, their
 * periods out of service, the turnaround per category and the per-day availability strip.
 * Moderators and admins only; adding and retiring units and the turnaround are admin only.
 */
import { Type, type Static } from 'typebox'
import { UNIT_ERROR_CODES } from '../domain/errorCodes'
import {
  INCIDENT_KINDS,
  SAFETY_HOLD_REASONS,
  SEAT_CATEGORIES,
  SEAT_CHECKLIST,
} from '../domain/unitSafety'
import { ErrorResponse, IsoDate, LocalizedText } from './common'
import { GearCategory } from './gear'
import { PickupLocationParams } from './pickupLocations'

/** Asset tags: capitals, digits and dashes, e.g. SVQ-ZCS123-K-004; unique company-wide. */
export const ASSET_TAG_PATTERN = '^[A-Z0-9][A-Z0-9-]{2,39}$'
export const MAX_TURNAROUND_DAYS = 60
/** Days the inventory strip shows when `days` is not given, and the most it shows. */
export const INVENTORY_STRIP_DAYS = 30
export const MAX_INVENTORY_STRIP_DAYS = 90
export const CONDITION_NOTE_MAX_LENGTH = 500

export const UNIT_STATUSES = ['in_service', 'retired'] as const
export type UnitStatus = (typeof UNIT_STATUSES)[number]
export const OUT_OF_SERVICE_REASONS = ['cleaning', 'repair', 'lost', 'retired'] as const
export type OutOfServiceReason = (typeof OUT_OF_SERVICE_REASONS)[number]
/** Why a unit is out over a period: staff's reasons, or its safety record's (docs/safety.md). */
export const UNIT_PERIOD_REASONS = [...OUT_OF_SERVICE_REASONS, ...SAFETY_HOLD_REASONS] as const
export type UnitPeriodReason = (typeof UNIT_PERIOD_REASONS)[number]

/** Error codes of the desk endpoints (besides the common ones: VALIDATION_FAILED, NOT_FOUND...). */
export const DESK_ERROR_CODES = [
  ...UNIT_ERROR_CODES,
  /** The gear item is not stocked at this location (404 on add-unit when gear is unknown). */
  'UNKNOWN_GEAR',
] as const
export type DeskErrorCode = (typeof DESK_ERROR_CODES)[number]

const LocationCode = PickupLocationParams.properties.code
export const AssetTag = Type.String({
  pattern: ASSET_TAG_PATTERN,
  description: 'Asset tag of a unit, unique company-wide, e.g. SVQ-ZCS123-K-004.',
  examples: ['SVQ-ZCS123-K-004'],
})

export const DeskLocationParams = Type.Object({ code: LocationCode })
export type DeskLocationParams = Static<typeof DeskLocationParams>
export const DeskUnitParams = Type.Object({ code: LocationCode, asset_tag: AssetTag })
export type DeskUnitParams = Static<typeof DeskUnitParams>
export const DeskCategoryParams = Type.Object({ category: GearCategory })
export type DeskCategoryParams = Static<typeof DeskCategoryParams>

/** One period a unit is (or will be) out of service: [from, until), open-ended when until is null. */
export const OutOfServicePeriod = Type.Object(
  {
    _id: Type.String({ format: 'uuid' }),
    from: IsoDate,
    until: Type.Union([IsoDate, Type.Null()], {
      description: 'First day back in service; null while open-ended.',
    }),
    reason: Type.Enum(UNIT_PERIOD_REASONS),
  },
  { $id: 'OutOfServicePeriod', title: 'Out-of-service period' },
)
export type OutOfServicePeriod = Static<typeof OutOfServicePeriod>

/** A unit's safety record as the desk reads it (docs/safety.md, Safety records). */
export const UnitSafety = Type.Object(
  {
    manufactured_on: Type.Union([IsoDate, Type.Null()]),
    expires_on: Type.Union([IsoDate, Type.Null()], {
      description: 'The first day it may no longer go out; null when not recorded.',
    }),
    inspection_due_on: Type.Union([IsoDate, Type.Null()], {
      description:
        "The day its next inspection falls due (its category's interval after the last one, or after it joined the stock); null when its category needs none.",
    }),
    last_inspected_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'UnitSafety', title: 'Safety record of a unit' },
)
export type UnitSafety = Static<typeof UnitSafety>

/** A booking as the desk lists it next to an item or a unit. */
export const DeskBookingRef = Type.Object({
  reference: Type.String({ examples: ['TT-7K2M9Q'] }),
  start_date: IsoDate,
  end_date: IsoDate,
  units: Type.Integer({ minimum: 1, description: 'Units of this gear item it takes.' }),
})
export type DeskBookingRef = Static<typeof DeskBookingRef>

export const Unit = Type.Object(
  {
    _id: Type.String({ format: 'uuid' }),
    asset_tag: AssetTag,
    gear_id: Type.String({ format: 'uuid' }),
    location_code: LocationCode,
    condition_note: Type.String(),
    status: Type.Enum(UNIT_STATUSES),
    /** Out of service today at the location's clock (a period covers today). */
    out_of_service_today: Type.Boolean(),
    /** Current and future out-of-service periods, earliest first (past ones are not listed). */
    out_of_service: Type.Array(OutOfServicePeriod),
    /** The next booking handed this unit (null until the desk assigns units to bookings). */
    next_booking: Type.Union([DeskBookingRef, Type.Null()]),
    safety: UnitSafety,
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Unit', title: 'Unit of gear' },
)
export type Unit = Static<typeof Unit>

/** One day of an item's strip: units in service that day, kept by bookings and holds, free. */
export const StripDay = Type.Object({
  date: IsoDate,
  in_service: Type.Integer({
    minimum: 0,
    description: 'Units not retired and not out of service.',
  }),
  committed: Type.Integer({
    minimum: 0,
    description: 'Units kept by bookings and unexpired holds, turnaround days included.',
  }),
  free: Type.Integer({ minimum: 0, description: 'max(in_service - committed, 0).' }),
})
export type StripDay = Static<typeof StripDay>

export const InventoryItem = Type.Object({
  gear_id: Type.String({ format: 'uuid' }),
  gear_code: Type.String({ examples: ['ZCS123-K'] }),
  names: LocalizedText,
  category: GearCategory,
  turnaround_days: Type.Integer({ minimum: 0, maximum: MAX_TURNAROUND_DAYS }),
  /** Units in service today at the location: not retired, not out of service today. */
  units_in_service: Type.Integer({
    minimum: 0,
    description: 'The strip counts each day the same way: this is its `in_service` of today.',
  }),
  units: Type.Array(Unit, { description: 'In-service units first, by asset tag; then retired.' }),
  /** The next booking (or the one running today) that takes this item at this location. */
  next_booking: Type.Union([DeskBookingRef, Type.Null()]),
  strip: Type.Array(StripDay, { description: 'One entry per day, from `from`, `days` long.' }),
})
export type InventoryItem = Static<typeof InventoryItem>

export const InventoryQuery = Type.Object({
  from: Type.Optional(IsoDate),
  days: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_INVENTORY_STRIP_DAYS, default: INVENTORY_STRIP_DAYS }),
  ),
})
export type InventoryQuery = Static<typeof InventoryQuery>

export const InventoryView = Type.Object(
  {
    location_code: LocationCode,
    time_zone: Type.String({ examples: ['Europe/Madrid'] }),
    /** First day of the strips: `from` of the query, today at the location by default. */
    from: IsoDate,
    days: Type.Integer({ minimum: 1 }),
    items: Type.Array(InventoryItem, { description: 'Gear stocked at the location, by code.' }),
  },
  { $id: 'InventoryView', title: 'Inventory of a location' },
)
export type InventoryView = Static<typeof InventoryView>

export const AddUnitRequest = Type.Object({
  gear_id: Type.String({ format: 'uuid' }),
  /** Generated as <location>-<gear code>-<NNN> when omitted. */
  asset_tag: Type.Optional(AssetTag),
  condition_note: Type.Optional(Type.String({ maxLength: CONDITION_NOTE_MAX_LENGTH })),
})
export type AddUnitRequest = Static<typeof AddUnitRequest>

/** Set `confirm: true` to make a change that leaves bookings short (they are flagged). */
const Confirm = Type.Optional(
  Type.Boolean({
    default: false,
    description:
      'Make the change even when bookings or holds would be short; they are marked as ' +
      'needing attention. Without it such a change answers 409 UNITS_SHORT and changes nothing.',
  }),
)

export const OutOfServiceRequest = Type.Object({
  /** First day out of service; today at the location when omitted. Not before today. */
  from: Type.Optional(IsoDate),
  /** First day back in service (exclusive end); open-ended when omitted or null. */
  until: Type.Optional(Type.Union([IsoDate, Type.Null()])),
  reason: Type.Enum(OUT_OF_SERVICE_REASONS),
  confirm: Confirm,
})
export type OutOfServiceRequest = Static<typeof OutOfServiceRequest>

/** Ends the periods running today (from today) and drops the future ones. */
export const BackInServiceRequest = Type.Object({})
export type BackInServiceRequest = Static<typeof BackInServiceRequest>

export const RetireUnitRequest = Type.Object({
  condition_note: Type.Optional(Type.String({ maxLength: CONDITION_NOTE_MAX_LENGTH })),
  confirm: Confirm,
})
export type RetireUnitRequest = Static<typeof RetireUnitRequest>

export const CategoryTurnaround = Type.Object(
  {
    category: GearCategory,
    turnaround_days: Type.Integer({
      minimum: 0,
      maximum: MAX_TURNAROUND_DAYS,
      description:
        'Days a returned unit needs before it can be picked up again: a unit returned on day D ' +
        'is free from day D + turnaround. Applies to bookings and holds made after a change.',
    }),
  },
  { $id: 'CategoryTurnaround', title: 'Turnaround of a category' },
)
export type CategoryTurnaround = Static<typeof CategoryTurnaround>

export const CategoryTurnaroundList = Type.Object({ categories: Type.Array(CategoryTurnaround) })
export type CategoryTurnaroundList = Static<typeof CategoryTurnaroundList>

export const TurnaroundRequest = Type.Object({
  /** Checked by the service (400 INVALID_TURNAROUND outside 0..60), not only by the schema. */
  turnaround_days: Type.Integer(),
})
export type TurnaroundRequest = Static<typeof TurnaroundRequest>

/** A booking or an unexpired hold that a change would leave without enough units. */
export const ShortBooking = Type.Object({
  kind: Type.Union([Type.Literal('booking'), Type.Literal('hold')]),
  /** The booking reference; null for a hold (a quote not yet booked). */
  reference: Type.Union([Type.String(), Type.Null()]),
  start_date: IsoDate,
  end_date: IsoDate,
  units_short: Type.Integer({ minimum: 1 }),
})
export type ShortBooking = Static<typeof ShortBooking>

/** 409 UNITS_SHORT: the common error body plus the bookings and holds that would be short. */
export const UnitsShortResponse = Type.Object(
  { ...ErrorResponse.properties, short_bookings: Type.Array(ShortBooking) },
  { $id: 'UnitsShortResponse', title: 'Units short' },
)
export type UnitsShortResponse = Static<typeof UnitsShortResponse>

/** Any 409 of a unit change: `short_bookings` only with UNITS_SHORT (UNIT_RETIRED has none). */
export const UnitConflictResponse = Type.Object(
  {
    ...ErrorResponse.properties,
    short_bookings: Type.Optional(Type.Array(ShortBooking, { description: 'With UNITS_SHORT.' })),
  },
  { $id: 'UnitConflictResponse', title: 'Unit change refused' },
)
export type UnitConflictResponse = Static<typeof UnitConflictResponse>

/** Answer of out-of-service, back-in-service and retire: the unit and bookings now flagged. */
export const UnitChangeResult = Type.Object({
  unit: Unit,
  /** Bookings marked as needing attention because the change was confirmed (empty otherwise). */
  flagged_bookings: Type.Array(ShortBooking),
})
export type UnitChangeResult = Static<typeof UnitChangeResult>

/** A unit's manufacture and expiry dates (docs/safety.md, Safety records). */
export const SafetyDatesRequest = Type.Object(
  {
    manufactured_on: Type.Union([IsoDate, Type.Null()], {
      description: 'Not after today at the location (else 422 MANUFACTURE_DATE_IN_FUTURE).',
    }),
    expires_on: Type.Optional(
      Type.Union([IsoDate, Type.Null()], {
        description:
          "The first day it may no longer go out, after the manufacture date (else 422 EXPIRY_BEFORE_MANUFACTURE). Left out: the manufacture date plus the product's lifetime, when the product has one.",
      }),
    ),
    confirm: Confirm,
  },
  { additionalProperties: false },
)
export type SafetyDatesRequest = Static<typeof SafetyDatesRequest>

/** An inspection and cleaning, with what was checked. */
export const InspectionRequest = Type.Object(
  {
    checklist: Type.Array(Type.Enum(SEAT_CHECKLIST), {
      maxItems: SEAT_CHECKLIST.length,
      description: `What was checked. A ${SEAT_CATEGORIES.join(' or ')} needs every item (${SEAT_CHECKLIST.join(', ')}); else 422 CHECKLIST_INCOMPLETE.`,
    }),
    note: Type.Optional(Type.String({ maxLength: CONDITION_NOTE_MAX_LENGTH })),
  },
  { additionalProperties: false },
)
export type InspectionRequest = Static<typeof InspectionRequest>

/** A crash or damage reported of a unit. */
export const IncidentRequest = Type.Object(
  {
    kind: Type.Enum(INCIDENT_KINDS, {
      description: 'A crash retires a car seat or booster for good, whatever it looks like.',
    }),
    occurred_on: IsoDate,
    note: Type.String({ minLength: 1, maxLength: CONDITION_NOTE_MAX_LENGTH }),
    confirm: Confirm,
  },
  { additionalProperties: false },
)
export type IncidentRequest = Static<typeof IncidentRequest>

export const MAINTENANCE_STATES = ['expired', 'overdue', 'expiring', 'due'] as const
export type MaintenanceState = (typeof MAINTENANCE_STATES)[number]

/** A unit the Maintenance list shows, and why. */
export const MaintenanceUnit = Type.Object({
  unit_id: Type.String({ format: 'uuid' }),
  asset_tag: AssetTag,
  gear_id: Type.String({ format: 'uuid' }),
  gear_code: Type.String(),
  names: LocalizedText,
  state: Type.Enum(MAINTENANCE_STATES, {
    description:
      'expired: past its expiry; overdue: its inspection fell due; expiring: expires within 30 days; due: its inspection falls due within 30 days.',
  }),
  safety: UnitSafety,
})
export type MaintenanceUnit = Static<typeof MaintenanceUnit>

export const MaintenanceList = Type.Object(
  {
    location_code: LocationCode,
    today: IsoDate,
    units: Type.Array(MaintenanceUnit),
  },
  { $id: 'MaintenanceList', title: 'Maintenance list' },
)
export type MaintenanceList = Static<typeof MaintenanceList>
