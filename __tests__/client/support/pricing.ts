import type { PricingResponse } from '../../../src/shared/contract/pricing'

/** A priced basket of one item whose grand total is `grandTotal` cents. */
export function pricingFor(
  grandTotal: number,
  overrides: Partial<PricingResponse> = {},
): PricingResponse {
  return {
    currency: 'EUR',
    total_days: 7,
    items: [
      {
        gear_id: 'g1',
        quantity: 1,
        subtotal: 4410,
        is_discounted: true,
        original_price_per_day: 700,
        applied_price_per_day: 630,
        deposit: 12_000,
      },
    ],
    fees: [
      {
        type: 'cleaning',
        code: 'cleaning',
        description: 'Cleaning and safety check',
        total_amount: 300,
      },
    ],
    subtotal: 4410,
    fees_total: 300,
    deposit: 12_000,
    taxes: 817,
    tax_rate_basis_points: 2100,
    grand_total: grandTotal,
    discount: { percent_off: 10, min_days: 7, label: 'Week discount' },
    ...overrides,
  }
}
