import { signedInSession } from './sessionState'
import type {
  CategoryPrice,
  GearDetails,
  GearSearchResult,
  GearSummary,
} from '../../../src/shared/contract/gear'
import type { PickupLocation } from '../../../src/shared/contract/pickupLocations'

const daily = (open: string, close: string) => ({ open, close })

export const svq: PickupLocation = {
  code: 'SVQ',
  name: 'Seville Airport (SVQ)',
  names: { en: 'Seville Airport (SVQ)', es: 'Aeropuerto de Sevilla (SVQ)' },
  type: 'collection',
  address: 'Arrivals hall, Aeropuerto de Sevilla, 41020 Sevilla',
  addresses: {
    en: 'Arrivals hall, Aeropuerto de Sevilla, 41020 Sevilla',
    es: 'Vestíbulo de llegadas, Aeropuerto de Sevilla, 41020 Sevilla',
  },
  city: 'Seville',
  country: 'ES',
  time_zone: 'Europe/Madrid',
  operating_hours: {
    monday: daily('07:00', '23:00'),
    tuesday: daily('07:00', '23:00'),
    wednesday: daily('07:00', '23:00'),
    thursday: daily('07:00', '23:00'),
    friday: daily('07:00', '23:30'),
    saturday: daily('08:00', '23:30'),
    sunday: daily('08:00', '22:00'),
  },
  closed_days: ['2027-12-25'],
}

export const sja: PickupLocation = {
  ...svq,
  code: 'SJA',
  name: 'Seville Santa Justa railway station',
  names: { en: 'Seville Santa Justa railway station', es: 'Estación de tren Sevilla-Santa Justa' },
  operating_hours: { ...svq.operating_hours, sunday: null },
}

/** The demo's delivery zone: Seville city, served from SVQ's stock, book by 18:00 the day before. */
export const svqCity: PickupLocation = {
  ...svq,
  code: 'SVQ-CITY',
  name: 'Seville city delivery',
  names: { en: 'Seville city delivery', es: 'Entrega en Sevilla ciudad' },
  type: 'delivery',
  operating_hours: Object.fromEntries(
    Object.keys(svq.operating_hours).map((day) => [day, daily('09:00', '21:00')]),
  ) as PickupLocation['operating_hours'],
  delivery: {
    served_from: 'SVQ',
    area: 'Seville city (postal codes 41001 to 41020)',
    postal_codes: Array.from({ length: 20 }, (_, i) => String(41001 + i)),
    lead_time: { days_before: 1, cutoff: '18:00' },
  },
}

export const infantSeat: GearSummary = {
  _id: '7f0c2a1e-5b7d-4c61-9a2e-0d3f1b2c4a01',
  code: 'ZCS123-K',
  name: 'Maxi-Cosi Pebble 360 infant car seat',
  brand: 'Maxi-Cosi',
  category: 'car_seat',
  age_group: 'infant',
  images: [{ url: '/images/gear/zcs123-k.svg', alt: 'Grey infant carrier' }],
  price_per_day: 700,
  deposit: 12000,
  currency: 'EUR',
  available_stock: 6,
  seat_approval: { standard: 'R129', min_height_cm: 40, max_height_cm: 83 },
}

export const stroller: GearSummary = {
  ...infantSeat,
  _id: '7f0c2a1e-5b7d-4c61-9a2e-0d3f1b2c4a02',
  code: 'ZST405-B',
  name: 'Babyzen YOYO² stroller',
  brand: 'Babyzen',
  category: 'stroller',
  age_group: 'toddler',
  images: [{ url: '/images/gear/zst405-b.svg', alt: 'Compact stroller' }],
  price_per_day: 900,
  deposit: 15000,
  available_stock: 0,
  seat_approval: null,
}

export function searchResult(
  items: GearSummary[],
  period: Partial<GearSearchResult> = {},
): GearSearchResult {
  return {
    pickup_location_code: 'SVQ',
    start_date: '2027-04-09',
    end_date: '2027-04-16',
    pickup_time: '10:00',
    return_time: '18:00',
    total_days: 7,
    total: items.length,
    items,
    ...period,
  }
}

export function infantSeatDetails(language: 'en' | 'es', available: number | null): GearDetails {
  const en = language === 'en'
  return {
    ...infantSeat,
    name: en
      ? 'Maxi-Cosi Pebble 360 infant car seat'
      : 'Silla de coche para bebé Maxi-Cosi Pebble 360',
    description: en
      ? 'A rear-facing infant carrier for babies from birth to about 15 months.'
      : 'Portabebés a contramarcha para bebés desde el nacimiento hasta unos 15 meses.',
    technical_details: [
      en
        ? { label: 'Max. child weight', value: '13 kg' }
        : { label: 'Peso máximo del niño', value: '13 kg' },
    ],
    images: [
      { url: '/images/gear/zcs123-k.svg', alt: en ? 'Grey infant carrier' : 'Portabebés gris' },
      { url: '/images/gear/zcs123-k-2.svg', alt: en ? 'On its base' : 'En su base' },
    ],
    available_stock: available,
  }
}

export const categoryPrices: CategoryPrice[] = [
  ['car_seat', 700, 'zcs123-k'],
  ['booster_seat', 300, 'zbs142-c'],
  ['stroller', 900, 'zst405-b'],
  ['travel_cot', 500, 'ztc502-j'],
  ['high_chair', 400, 'zhc601-s'],
].map(([category, price, image]) => ({
  category: category as CategoryPrice['category'],
  from_price_per_day: price as number,
  currency: 'EUR',
  gear_count: 2,
  image_url: `/images/gear/${image}.svg`,
}))

/** A signed-in traveller, as the guard needs. */
export const signedIn = { session: signedInSession() }
