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
