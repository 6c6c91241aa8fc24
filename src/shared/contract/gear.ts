import { Type, type Static } from 'typebox'
import { AGE_GROUPS, GEAR_CATEGORIES } from '../domain/catalogue'
import { R44_GROUPS, type R44Group } from '../domain/seatFit'
import { ClockTime, IsoDate, LanguageQuery } from './common'
import { PickupLocationParams } from './pickupLocations'

const LocationCode = PickupLocationParams.properties.code
const Money = (description: string) =>
  Type.Integer({ minimum: 0, description: `${description}, in cents of \`currency\`.` })

export const GearCategory = Type.Enum(GEAR_CATEGORIES, { description: 'Kind of gear.' })
export const AgeGroup = Type.Enum(AGE_GROUPS, { description: 'Age group the gear fits.' })

const GearImage = Type.Object({
  url: Type.String({ description: 'Path of the illustration, served by this site.' }),
  alt: Type.String({ description: 'Text alternative in the requested language.' }),
})

/** The approval of a car seat or booster (docs/safety.md, The fit rule); null for other gear. */
export const SeatApproval = Type.Union(
  [
    Type.Object({
      standard: Type.Literal('R129'),
      min_height_cm: Type.Number({ description: 'Shortest child it is approved for.' }),
      max_height_cm: Type.Number({ description: 'Tallest child it is approved for.' }),
    }),
    Type.Object({
      standard: Type.Literal('R44'),
      group: Type.Enum(Object.keys(R44_GROUPS) as R44Group[], {
        description: 'Weight group: 0+ up to 13 kg, 1 from 9 to 18 kg, 2/3 from 15 to 36 kg.',
      }),
    }),
    Type.Null(),
  ],
  {
    description:
      'The standard a seat is approved to and the children it fits; null for other gear.',
  },
)

const gearFields = {
  _id: Type.String({ format: 'uuid' }),
  code: Type.String({ description: 'Gear code, e.g. ZCS123-K.' }),
  name: Type.String({ description: 'Name in the requested language.' }),
  brand: Type.String(),
  category: GearCategory,
  age_group: AgeGroup,
  images: Type.Array(GearImage),
  price_per_day: Money('Rental price per day'),
  deposit: Money('Refundable deposit per unit'),
  currency: Type.String({ description: 'ISO 4217 currency code, e.g. EUR.' }),
  seat_approval: SeatApproval,
}

export const GearSummary = Type.Object(
  {
    ...gearFields,
    available_stock: Type.Integer({
      minimum: 0,
      description: 'Units free for the whole rental period at the pickup location.',
    }),
  },
  { $id: 'GearSummary', title: 'Gear in search results' },
)
export type GearSummary = Static<typeof GearSummary>

export const GearDetails = Type.Object(
  {
    ...gearFields,
    description: Type.String({ description: 'Description in the requested language.' }),
    technical_details: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
    available_stock: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description:
        'Units free for the whole rental period when a pickup location and period are given, ' +
        'otherwise null.',
    }),
    earliest_expiry: Type.Optional(
      Type.Union([IsoDate, Type.Null()], {
        description:
          "A seat's earliest expiry among the units that could be handed over for the period given (docs/safety.md); null without a period or an expiry recorded.",
      }),
    ),
  },
  { $id: 'GearDetails', title: 'Gear' },
)
export type GearDetails = Static<typeof GearDetails>

/** The rental period in query strings: where, and from when until when, at the desk's clock. */
const periodFields = {
  pickup_location_code: LocationCode,
  start_date: IsoDate,
  end_date: IsoDate,
  pickup_time: ClockTime,
  return_time: ClockTime,
}

export const GearSearchQuery = Type.Object({
  ...periodFields,
  category: Type.Optional(GearCategory),
  age_group: Type.Optional(AgeGroup),
  lang: LanguageQuery,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
})
export type GearSearchQuery = Static<typeof GearSearchQuery>

export const GearSearchResult = Type.Object(
  {
    ...periodFields,
    total_days: Type.Integer({ minimum: 1, description: 'Rental days, as charged.' }),
    total: Type.Integer({ minimum: 0, description: 'Matching gear before limit and offset.' }),
    items: Type.Array(GearSummary),
  },
  { $id: 'GearSearchResult', title: 'Gear search result' },
)
export type GearSearchResult = Static<typeof GearSearchResult>

export const GearParams = Type.Object({ id: Type.String({ format: 'uuid' }) })

export const GearDetailsQuery = Type.Object({
  pickup_location_code: Type.Optional(periodFields.pickup_location_code),
  start_date: Type.Optional(IsoDate),
  end_date: Type.Optional(IsoDate),
  pickup_time: Type.Optional(ClockTime),
  return_time: Type.Optional(ClockTime),
  lang: LanguageQuery,
})
export type GearDetailsQuery = Static<typeof GearDetailsQuery>

export const CategoryPricesQuery = Type.Object({
  pickup_location_code: Type.Optional(LocationCode),
})
export type CategoryPricesQuery = Static<typeof CategoryPricesQuery>

export const CategoryPrice = Type.Object({
  category: GearCategory,
  from_price_per_day: Money('Lowest price per day in the category'),
  currency: Type.String(),
  gear_count: Type.Integer({ minimum: 1 }),
  image_url: Type.String({ description: 'Illustration of the cheapest item in the category.' }),
})
export type CategoryPrice = Static<typeof CategoryPrice>

export const CategoryPriceList = Type.Object(
  { items: Type.Array(CategoryPrice) },
  { $id: 'CategoryPriceList', title: 'From-prices per category' },
)
export type CategoryPriceList = Static<typeof CategoryPriceList>
