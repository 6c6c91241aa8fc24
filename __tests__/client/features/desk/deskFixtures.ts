import type {
  DeskBooking,
  DeskBookingDetail,
  DeskDay,
  DeskFlags,
} from '../../../../src/shared/contract/desk-bookings'
import { depositFixture, sevilleDelivery } from '../../support/bookings'
import type { InventoryItem, InventoryView, Unit } from '../../../../src/shared/contract/desk'

const GEAR_ID = '7d0c6f7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f'

export const unit = (assetTag: string, overrides: Partial<Unit> = {}): Unit => ({
  _id: `00000000-0000-4000-8000-${assetTag.slice(-3).padStart(12, '0')}`,
  asset_tag: assetTag,
  gear_id: GEAR_ID,
  location_code: 'SVQ',
  condition_note: '',
  status: 'in_service',
  out_of_service_today: false,
  out_of_service: [],
  next_booking: null,
  safety: {
    manufactured_on: null,
    expires_on: null,
    inspection_due_on: null,
    last_inspected_at: null,
  },
  created_at: '2027-03-01T09:00:00.000Z',
  ...overrides,
})

export const strollerItem = (overrides: Partial<InventoryItem> = {}): InventoryItem => ({
  gear_id: GEAR_ID,
  gear_code: 'STR100',
  names: { en: 'City stroller', es: 'Silla de paseo urbana' },
  category: 'stroller',
  turnaround_days: 0,
  units_in_service: 2,
  units: [
    unit('SVQ-STR100-001', { condition_note: 'New wheels' }),
    unit('SVQ-STR100-002', {
      out_of_service: [
        {
          _id: '11111111-1111-4111-8111-111111111111',
          from: '2027-03-08',
          until: '2027-03-12',
          reason: 'repair',
        },
      ],
    }),
  ],
  next_booking: {
    reference: 'TT-7K2M9Q',
    start_date: '2027-03-09',
    end_date: '2027-03-11',
    units: 1,
  },
  strip: [
    { date: '2027-03-01', in_service: 2, committed: 0, free: 2 },
    { date: '2027-03-02', in_service: 2, committed: 1, free: 1 },
  ],
  ...overrides,
})

export const inventory = (items: InventoryItem[] = [strollerItem()]): InventoryView => ({
  location_code: 'SVQ',
  time_zone: 'Europe/Madrid',
  from: '2027-03-01',
  days: 2,
  items,
})

const BOOKING_ID = '5b6c7d8e-9f00-4a1b-8c2d-3e4f5a6b7c8d'

/** Nothing stands out, unless `overrides` says so. */
export const deskFlags = (overrides: Partial<DeskFlags> = {}): DeskFlags => ({
  unpaid: false,
  no_show: false,
  late_return: false,
  deposit_missing: false,
  ...overrides,
})

export const deskBooking = (overrides: Partial<DeskBooking> = {}): DeskBooking => ({
  id: BOOKING_ID,
  reference: 'TT-7K2M9Q',
  status: 'confirmed',
  payment_status: 'paid',
  paid: true,
  pickup_location_code: 'SVQ',
  time_zone: 'Europe/Madrid',
  start_date: '2027-03-09',
  end_date: '2027-03-11',
  pickup_time: '10:30',
  return_time: '18:00',
  traveller: {
    first_name: 'Emma',
    last_name: 'Taylor',
    email: 'emma@example.com',
    phone: '+44 20 7946 0958',
  },
  inbound_flight: 'FR1234',
  outbound_flight: 'FR4321',
  arrival_time: '10:05',
  departure_time: '19:40',
  flight_news: null,
  expected_arrival_at: '2027-03-09T09:05:00.000Z',
  no_show_from: '2027-03-09T11:00:00.000Z',
  family_calls: [],
  notes: 'Twins, arriving late',
  items: [
    {
      gear_id: GEAR_ID,
      gear_code: 'STR100',
      name: 'City stroller',
      category: 'stroller',
      quantity: 2,
      deposit: 30_000,
    },
  ],
  unit_count: 2,
  total: 9000,
  currency: 'EUR',
  handed_out_at: null,
  returned_at: null,
  unit_tags: [],
  deposit_status: 'held',
  deposit_dispute_until: null,
  flags: deskFlags(),
  ...overrides,
})

/** What makes a booking a delivery: the SVQ-CITY zone and a hotel in Seville to deliver to. */
export const delivered = {
  pickup_location_code: sevilleDelivery.pickup_location_code,
  location_type: sevilleDelivery.location_type,
  delivery_address: sevilleDelivery.delivery_address,
} as const satisfies Partial<DeskBooking>

export const deskBookingDetail = (
  overrides: Partial<DeskBookingDetail> = {},
): DeskBookingDetail => ({
  ...deskBooking(),
  paid_amount: 9000,
  refunded_amount: 0,
  refundable_amount: 9000,
  refunds: [],
  cancelled_at: null,
  cancelled_by: null,
  staff_reason: null,
  can_cancel: true,
  can_check_out: false,
  can_check_in: false,
  can_mark_no_show: false,
  units: [],
  deposit: depositFixture({ status: 'held' }),
  ...overrides,
})

export const deskDay = (overrides: Partial<DeskDay> = {}): DeskDay => ({
  location_code: 'SVQ',
  time_zone: 'Europe/Madrid',
  date: '2027-03-09',
  today: '2027-03-09',
  now: '2027-03-09T12:00:00.000Z',
  counts: {
    pickups: 1,
    returns: 1,
    handed_out: 0,
    returned: 0,
    unpaid: 0,
    no_shows: 1,
    late_returns: 1,
  },
  pickups: [
    deskBooking({ flags: deskFlags({ unpaid: false, no_show: true, late_return: false }) }),
  ],
  returns: [
    deskBooking({
      id: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
      reference: 'TT-RET001',
      start_date: '2027-03-05',
      end_date: '2027-03-09',
      return_time: '09:00',
      handed_out_at: '2027-03-05T09:10:00.000Z',
      unit_tags: ['SVQ-BUG5-001'],
      flags: deskFlags({ unpaid: false, no_show: false, late_return: true }),
    }),
  ],
  ...overrides,
})

const member = (id: string, email: string, role: 'admin' | 'moderator') => ({
  id,
  email,
  first_name: email.split('@')[0]!,
  last_name: 'Staff',
  role,
})

/** Two admins (a1 signed in) and a moderator, as the staff list answers. */
export const staffList = () => ({
  items: [
    member('a1', 'admin@tinytrip.es', 'admin'),
    member('a2', 'other-admin@tinytrip.es', 'admin'),
    member('m1', 'moderator@tinytrip.es', 'moderator'),
  ],
})

/** A booking a unit change would leave one unit short. */
export const shortBooking = {
  kind: 'booking' as const,
  reference: 'TT-7K2M9Q',
  start_date: '2027-03-09',
  end_date: '2027-03-11',
  units_short: 1,
}
