import { sql } from 'drizzle-orm'
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
}

/**
 * The money invariant (docs/money.md): for every booking, money taken minus money refunded
 * equals what the booking keeps; and once the deposit's fate is decided, claimed plus released
 * equals the deposit. A row here is a booking whose money does not add up (a failed refund or
 * capture, a payment nobody recorded): something for the operator to look at. The same query
 * is in docs/operations.md (Money adds up), to run against the database.
 */
export const MONEY_INVARIANT_SQL = sql`
  select reference, taken, refunded, keeps from (
    select b.reference,
           (coalesce(p.taken, 0) + coalesce(c.captured, 0))::int as taken,
           coalesce(r.refunded, 0)::int as refunded,
           ((case when b.payment_status = 'paid'
                   and (b.status in ('confirmed', 'completed')
                        or (b.status = 'cancelled' and b.cancellation_reason in ('staff', 'no_show')))
                  then b.total_cents - d.amount_cents - coalesce(r.by_staff, 0)
                       + coalesce(v.adjustment, 0) else 0 end)
            + d.claimed_cents
            + (case when d.mode = 'charge' and d.status = 'charged' then d.amount_cents else 0 end)
           )::int as keeps,
           d.status in ('released', 'partly_claimed', 'claimed')
             and d.claimed_cents + d.released_cents <> d.amount_cents as deposit_unsettled
    from bookings b
    join deposits d on d.booking_id = b.id
    left join (select booking_id, sum(received_cents) as taken from payments
               where status = 'paid' group by booking_id) p on p.booking_id = b.id
    left join (select booking_id, sum(amount_cents) as captured from deposit_jobs
               where kind = 'capture' and status <> 'failed' group by booking_id) c
           on c.booking_id = b.id
    left join (select booking_id, sum(amount_cents) as refunded,
                      sum(amount_cents) filter (where reason = 'staff') as by_staff
               from refunds where status <> 'failed' group by booking_id) r on r.booking_id = b.id
    left join (select booking_id, sum(retained_cents)
                      - coalesce(sum(difference_cents) filter (where status = 'awaiting_payment'), 0)
                        as adjustment
               from booking_versions group by booking_id) v on v.booking_id = b.id
  ) money
  where taken - refunded <> keeps or deposit_unsettled
  order by reference`

export async function moneyMismatches(db: Db): Promise<MoneyMismatch[]> {
  const result = (await db.execute(MONEY_INVARIANT_SQL)) as unknown as { rows: MoneyMismatch[] }
  return result.rows
}
