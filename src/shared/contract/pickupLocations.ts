import { Type, type Static } from 'typebox'
import { LocalizedText, ClockTime, IsoDate } from './common'

const OpeningWindow = Type.Object({ open: ClockTime, close: ClockTime })
const DayHours = Type.Union([OpeningWindow, Type.Null()], {
  description: 'Opening window that weekday, or null when closed all day.',
})

export const OperatingHours = Type.Object(
  {
    monday: DayHours,
    tuesday: DayHours,
    wednesday: DayHours,
    thursday: DayHours,
    friday: DayHours,
    saturday: DayHours,
    sunday: DayHours,
  },
  {
    description:
      'One opening window per weekday in the location time zone (HH:mm, 24-hour); null = closed.',
  },
)

export const LocationType = Type.Union([Type.Literal('collection'), Type.Literal('delivery')])

/** What a location of type `delivery` adds: the zone it covers and the stock it is served from. */
export const DeliveryZone = Type.Object(
  {
    served_from: Type.String({
      description:
        "Code of the stocked location whose units are delivered (one pool: a unit out in the zone is not at that location's desk).",
    }),
    area: Type.String({
      description: "The zone's area in the requested language, as messages name it.",
      examples: ['Seville city (postal codes 41001 to 41020)'],
    }),
    postal_codes: Type.Array(Type.String({ pattern: '^\\d{5}$' }), {
      description: 'Postal codes the zone delivers to.',
    }),
    lead_time: Type.Object(
      {
        days_before: Type.Integer({ minimum: 0, maximum: 30 }),
        cutoff: ClockTime,
      },
      {
        description:
          'Book by `cutoff` (zone clock) `days_before` days before the delivery date; later answers DELIVERY_LEAD_TIME_PASSED.',
      },
    ),
  },
  { title: 'Delivery zone' },
)
export type DeliveryZone = Static<typeof DeliveryZone>

export const PickupLocation = Type.Object(
  {
    code: Type.String({ description: 'Location code, e.g. SVQ.' }),
    name: Type.String({ description: 'Name in the requested language.' }),
    names: LocalizedText,
    type: LocationType,
    address: Type.String({ description: 'Address in the requested language.' }),
    addresses: LocalizedText,
    city: Type.String(),
    country: Type.String({ description: 'ISO 3166-1 alpha-2 country code.' }),
    time_zone: Type.String({ description: 'IANA time zone, e.g. Europe/Madrid.' }),
    operating_hours: OperatingHours,
    closed_days: Type.Array(IsoDate, {
      description: 'Dates (YYYY-MM-DD, location time zone) when the desk is closed all day.',
    }),
    delivery: Type.Optional(
      Type.Union([DeliveryZone, Type.Null()], {
        description:
          'For type delivery: the zone. Its operating_hours and closed_days are then its delivery and collection windows.',
      }),
    ),
  },
  { $id: 'PickupLocation', title: 'Pickup location' },
)
export type PickupLocation = Static<typeof PickupLocation>

export const PickupLocationQuery = Type.Object({
  search: Type.Optional(
    Type.String({ maxLength: 100, description: 'Matches code, name, city or address.' }),
  ),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(LocationType),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('es')])),
})
export type PickupLocationQuery = Static<typeof PickupLocationQuery>

export const PickupLocationList = Type.Object({ items: Type.Array(PickupLocation) })
export type PickupLocationList = Static<typeof PickupLocationList>

export const PickupLocationParams = Type.Object({
  code: Type.String({ pattern: '^[A-Z0-9-]{2,12}$', description: 'Location code, e.g. SVQ.' }),
})
