import type { BookingUnit, HandoverOptions } from '../../../../../src/shared/contract/desk-handover'

export const BOOKING_ID = '0b5f8f1e-6d7a-4c3b-9a53-5c9b0d1f2a10'
export const SEAT = '1c0d4f6a-2b3e-4d5f-8a9b-0c1d2e3f4a5b'
export const unitId = (n: number) => `7e2a9c4d-0000-4000-8000-00000000000${n}`

/** A booking of two car seats, units 1 to 3 free and 1 and 2 suggested. */
export const options = (): HandoverOptions => ({
  items: [
    {
      gear_id: SEAT,
      quantity: 2,
      suggested: [unitId(1), unitId(2)],
      free_units: [1, 2, 3].map((n) => ({
        unit_id: unitId(n),
        asset_tag: `SVQ-ZCS123-K-00${n}`,
        condition_note: n === 3 ? 'Worn straps' : null,
      })),
    },
  ],
})

export const seatItem = {
  gear_id: SEAT,
  gear_code: 'ZCS123-K',
  name: 'Car seat',
  category: 'car_seat',
  quantity: 2,
  deposit: 12_000,
}

export const bookingUnit = (n: number, returned = false): BookingUnit => ({
  unit_id: unitId(n),
  asset_tag: `SVQ-ZCS123-K-00${n}`,
  gear_id: SEAT,
  handed_out_at: '2027-04-09T08:30:00.000Z',
  out_condition: null,
  returned_at: returned ? '2027-04-14T09:00:00.000Z' : null,
  return_outcome: returned ? 'fine' : null,
  return_note: null,
  inspection_required: true,
})
