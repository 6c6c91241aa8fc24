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
