import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'

export interface MoneyMismatch {
  reference: string
  /** Cents the provider took for the booking, over all its payments. */
  taken: number
  /** Cents given back or on their way back (refunds not failed). */
  refunded: number
  /**
   * Cents the booking keeps: while it holds its payment (paid, and confirmed, completed or
   * cancelled by staff or as a no-show) its total less what staff refunded; else nothing.
   */
  keeps: number
}

/**
 * The money invariant: for every booking, money taken minus money refunded equals what the
 * booking keeps. A row here is a booking whose money does not add up (a failed refund, a
 * payment nobody recorded): something for the operator to look at. The same query is in the
 * docs/operations.md (Money adds up), to run against the database.
 */
export const MONEY_INVARIANT_SQL = sql`
  select reference, taken, refunded, keeps from (
    select b.reference,
           coalesce(p.taken, 0)::int as taken,
           coalesce(r.refunded, 0)::int as refunded,
           (case when b.payment_status = 'paid'
                  and (b.status in ('confirmed', 'completed')
                       or (b.status = 'cancelled' and b.cancellation_reason in ('staff', 'no_show')))
                 then b.total_cents - coalesce(r.by_staff, 0) else 0 end)::int as keeps
    from bookings b
    left join (select booking_id, sum(received_cents) as taken from payments
               where status = 'paid' group by booking_id) p on p.booking_id = b.id
    left join (select booking_id, sum(amount_cents) as refunded,
                      sum(amount_cents) filter (where reason = 'staff') as by_staff
               from refunds where status <> 'failed' group by booking_id) r on r.booking_id = b.id
  ) money
  where taken - refunded <> keeps
  order by reference`

export async function moneyMismatches(db: Db): Promise<MoneyMismatch[]> {
  const result = (await db.execute(MONEY_INVARIANT_SQL)) as unknown as { rows: MoneyMismatch[] }
  return result.rows
}
