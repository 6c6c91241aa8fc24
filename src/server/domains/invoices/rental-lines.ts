import type { PricingResponse } from '../../../shared/contract/pricing'
import type { InvoiceLineKind } from '../../../shared/domain/invoices'
import type { DraftLine, InvoiceLineRow } from './context'

// The lines of a booking's rental as its invoices state them, and what a new invoice must add
// so that its invoices state the rental it keeps now.

/** Lines restated whole when they change (a changed line is reversed and stated anew). */
const STATED: readonly InvoiceLineKind[] = ['rental', 'fee', 'promo']

const keyOf = (line: Pick<DraftLine, 'kind' | 'code'>) => `${line.kind}:${line.code}`

/** The rental, fees and promo discounts of a priced booking, VAT at its location's rate. */
export function pricedLines(pricing: PricingResponse): DraftLine[] {
  const rate = pricing.tax_rate_basis_points
  return [
    ...pricing.items.map((item): DraftLine => ({
      kind: 'rental',
      code: item.gear_id,
      quantity: item.quantity,
      days: pricing.total_days,
      pricePerDayCents: item.applied_price_per_day,
      listPricePerDayCents: item.original_price_per_day,
      discountPercent: item.is_discounted ? (pricing.discount?.percent_off ?? null) : null,
      amountCents: item.subtotal,
      vatRateBasisPoints: rate,
    })),
    ...pricing.fees.map((fee): DraftLine => ({
      kind: 'fee',
      code: fee.code,
      feeType: fee.type,
      amountCents: fee.total_amount,
      vatRateBasisPoints: rate,
    })),
    ...(pricing.discounts ?? []).map((promo): DraftLine => ({
      kind: 'promo',
      code: promo.code,
      discountPercent: promo.percent_off ?? null,
      amountCents: -promo.amount,
      vatRateBasisPoints: rate,
    })),
  ].filter((line) => line.amountCents !== 0)
}

interface Stated {
  net: number
  /** The line that last stated it (not a reversal), for its terms. */
  last: DraftLine
}

/** What the issued lines (in issue order) state, by line: their sum and last statement. */
export function statedLines(issued: InvoiceLineRow[]): Map<string, Stated> {
  const stated = new Map<string, Stated>()
  for (const row of issued) {
    const { id: _id, invoiceId: _invoice, position: _position, ...line } = row
    const key = keyOf(line)
    const before = stated.get(key)
    const reversal = before !== undefined && Math.sign(line.amountCents) === -Math.sign(before.net)
    stated.set(key, {
      net: (before?.net ?? 0) + line.amountCents,
      last: reversal ? before.last : line,
    })
  }
  return stated
}

/** The lines as already stated, for a booking whose new price is not settled yet. */
export const asStated = (stated: Map<string, Stated>): DraftLine[] =>
  [...stated.values()]
    .filter(({ last, net }) => STATED.includes(last.kind) && net !== 0)
    .map(({ last, net }) => ({ ...last, amountCents: net }))

/**
 * The lines a new invoice adds so the booking's invoices state `target`: a stated line that
 * changed is reversed (its last terms, negative) and stated anew; a sum (a refund, what was
 * kept) moves by its difference.
 */
export function linesToIssue(target: DraftLine[], stated: Map<string, Stated>): DraftLine[] {
  const wanted = new Map(target.map((line) => [keyOf(line), line]))
  const keys = [...new Set([...stated.keys(), ...wanted.keys()])]
  return keys.flatMap((key): DraftLine[] => {
    const now = wanted.get(key)
    const before = stated.get(key)
    const difference = (now?.amountCents ?? 0) - (before?.net ?? 0)
    if (difference === 0) return []
    const kind = (now ?? before!.last).kind
    if (!STATED.includes(kind)) return [{ ...(now ?? before!.last), amountCents: difference }]
    const reversal: DraftLine[] =
      before && before.net !== 0
        ? [
            {
              ...before.last,
              quantity: before.last.quantity == null ? null : -before.last.quantity,
              amountCents: -before.net,
            },
          ]
        : []
    return [...reversal, ...(now ? [now] : [])]
  })
}
