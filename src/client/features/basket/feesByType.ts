import type { PricingFee } from '../../../shared/contract/pricing'

/** Routes and guard (docs/product.md): fees are shown by type, each type once with its total. */
export function feesByType(fees: readonly PricingFee[]) {
  const totals = new Map<PricingFee['type'], number>()
  for (const fee of fees) totals.set(fee.type, (totals.get(fee.type) ?? 0) + fee.total_amount)
  return [...totals].map(([type, amount]) => ({ type, amount }))
}
