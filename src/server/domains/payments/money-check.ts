import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

export interface MoneyMismatch {
  reference: string
  /**
   * Cents the provider took for the booking: its payments, and what was captured of its deposit
   * holds (or is being captured).
   */
  taken: number
  /** Cents given back or on their way back (refunds not failed). */
  refunded: number
  /**
   * Cents the booking keeps: the rental, while the booking holds its payment (paid, and
   * confirmed, completed, or cancelled by staff or as a no-show), less what staff refunded of
   * it, less a change's difference still owed, plus what the cancellation rules kept of a
   * reduction; plus the deposit claimed; plus, in charge mode, the deposit not yet given back.
   */
  keeps: number
  /** Cents of rental the booking keeps: its part of `keeps` that its invoices must add up to. */
  rental: number
  /** Cents its invoices add up to (corrective ones negative); null when not checked. */
  invoiced: number | null
  /** Cents its damage receipts add up to; null when not checked. */
  receipted: number | null
}

/**
 * The money invariant (docs/money.md): for every booking, money taken minus money refunded
 * equals what the booking keeps; once the deposit's fate is decided, claimed plus released
 * equals the deposit; its invoices add up to the rental it keeps, and its damage receipts to the
 * deposit claimed (for bookings made since invoicing began; while a charged deposit's booking
 * owes a change's difference, its rental before the change is not known apart, and waits). A row here is a booking whose money does not add up (a failed refund or
 * capture, a payment nobody recorded): something for the operator to look at. The same query
 * is in docs/operations.md (Money adds up), to run against the database.
 */
/**
 * Each booking's money as the invariant reads it (its `booking_id`, the columns of
 * `MoneyMismatch`, `claimed` and `deposit_unsettled`; and, for the ledger, its `location_code`,
 * its deposit's
 * `deposit_taken` (placed at the provider or charged), `deposit`, `released`,
 * `deposit_held` and its `corrections_taken` and
 * `corrections_refunded`): every booking, or those whose ids `scope` selects. Its records' sums
 * are read from `booking_money`, kept in the transactions that write them.
 */
export function bookingMoneySql(scope?: SQL) {
  return sql`
    select b.id as booking_id, b.reference, b.pickup_location_code as location_code,
           (m.paid_cents + m.captured_cents)::int as taken,
           m.refunded_cents::int as refunded,
           ((case when rental.held then rental.cents - m.owed_cents else 0 end)
            + d.claimed_cents
            + (case when d.mode = 'charge' and d.status = 'charged' then d.amount_cents else 0 end)
           )::int as keeps,
           (case when not rental.held then 0
                 when d.mode = 'hold' then rental.cents - m.owed_cents
                 else rental.cents end)::int as rental,
           case when invoicing.checked then m.invoiced_cents end as invoiced,
           case when invoicing.checked then m.receipted_cents end as receipted,
           d.claimed_cents as claimed,
           d.status in ('released', 'partly_claimed', 'claimed')
             and d.claimed_cents + d.released_cents <> d.amount_cents as deposit_unsettled,
           d.status in ('held', 'charged', 'partly_claimed', 'claimed')
             or (d.status = 'released' and m.deposit_holds_placed + m.deposit_refunds > 0)
             as deposit_taken,
           d.amount_cents as deposit, d.released_cents as released,
           d.status in ('held', 'charged') as deposit_held,
           m.corrections_taken_cents as corrections_taken,
           m.corrections_refunded_cents as corrections_refunded
    from bookings b
    join deposits d on d.booking_id = b.id
    left join booking_money sums on sums.booking_id = b.id
    cross join lateral (
      select coalesce(sums.paid_cents, 0) as paid_cents,
             coalesce(sums.captured_cents, 0) as captured_cents,
             coalesce(sums.refunded_cents, 0) as refunded_cents,
             coalesce(sums.staff_refunded_cents, 0) as staff_refunded_cents,
             coalesce(sums.retained_cents, 0) as retained_cents,
             coalesce(sums.owed_cents, 0) as owed_cents,
             coalesce(sums.invoiced_cents, 0) as invoiced_cents,
             coalesce(sums.receipted_cents, 0) as receipted_cents,
             coalesce(sums.deposit_holds_placed, 0) as deposit_holds_placed,
             coalesce(sums.deposit_refunds, 0) as deposit_refunds,
             coalesce(sums.corrections_taken_cents, 0) as corrections_taken_cents,
             coalesce(sums.corrections_refunded_cents, 0) as corrections_refunded_cents) m
    cross join lateral (
      select b.payment_status = 'paid'
               and (b.status in ('confirmed', 'completed')
                    or (b.status = 'cancelled' and b.cancellation_reason in ('staff', 'no_show')))
               as held,
             b.total_cents - d.amount_cents - m.staff_refunded_cents + m.retained_cents
               as cents) rental
    cross join lateral (
      select b.created_at >= (select started_at from invoice_chain)
             and not (d.mode = 'charge' and m.owed_cents > 0) as checked) invoicing
    ${scope ? sql`where b.id in (${scope})` : sql``}
`
}

/** When a booking's money, as `bookingMoneySql` reads it, does not add up. */
export const MONEY_MISMATCH_CONDITION = sql`taken - refunded <> keeps or deposit_unsettled
     or invoiced <> rental or receipted <> claimed`

export const MONEY_INVARIANT_SQL = sql`
  select reference, taken, refunded, keeps, rental, invoiced, receipted from (${bookingMoneySql()}
  ) money
  where ${MONEY_MISMATCH_CONDITION}
  order by reference`

export async function moneyMismatches(db: Db): Promise<MoneyMismatch[]> {
  const result = (await db.execute(MONEY_INVARIANT_SQL)) as unknown as { rows: MoneyMismatch[] }
  return result.rows
}
