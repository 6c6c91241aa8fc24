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
 * `MoneyMismatch`, and `claimed` and `deposit_unsettled`): every booking, or those whose ids
 * `scope` selects.
 */
export function bookingMoneySql(scope?: SQL) {
  const only = scope ? sql`and booking_id in (${scope})` : sql``
  const onlyWhere = scope ? sql`where booking_id in (${scope})` : sql``
  return sql`
    select b.id as booking_id, b.reference,
           (coalesce(p.taken, 0) + coalesce(c.captured, 0))::int as taken,
           coalesce(r.refunded, 0)::int as refunded,
           ((case when rental.held then rental.cents - coalesce(v.owed, 0) else 0 end)
            + d.claimed_cents
            + (case when d.mode = 'charge' and d.status = 'charged' then d.amount_cents else 0 end)
           )::int as keeps,
           (case when not rental.held then 0
                 when d.mode = 'hold' then rental.cents - coalesce(v.owed, 0)
                 else rental.cents end)::int as rental,
           case when invoicing.checked then coalesce(i.invoiced, 0)::int end as invoiced,
           case when invoicing.checked then coalesce(i.receipted, 0)::int end as receipted,
           d.claimed_cents as claimed,
           d.status in ('released', 'partly_claimed', 'claimed')
             and d.claimed_cents + d.released_cents <> d.amount_cents as deposit_unsettled
    from bookings b
    join deposits d on d.booking_id = b.id
    left join (select booking_id, sum(received_cents) as taken from payments
               where status = 'paid' ${only} group by booking_id) p on p.booking_id = b.id
    left join (select booking_id, sum(amount_cents) as captured from deposit_jobs
               where kind = 'capture' and status <> 'failed' ${only} group by booking_id) c
           on c.booking_id = b.id
    left join (select booking_id, sum(amount_cents) as refunded,
                      sum(amount_cents) filter (where reason = 'staff') as by_staff
               from refunds where status <> 'failed' ${only} group by booking_id) r on r.booking_id = b.id
    left join (select booking_id, sum(retained_cents) as retained,
                      sum(difference_cents) filter (where status = 'awaiting_payment') as owed
               from booking_versions ${onlyWhere} group by booking_id) v on v.booking_id = b.id
    left join (select booking_id,
                      sum(total_cents) filter (where kind <> 'damage_receipt') as invoiced,
                      sum(total_cents) filter (where kind = 'damage_receipt') as receipted
               from invoices ${onlyWhere} group by booking_id) i on i.booking_id = b.id
    cross join lateral (
      select b.payment_status = 'paid'
               and (b.status in ('confirmed', 'completed')
                    or (b.status = 'cancelled' and b.cancellation_reason in ('staff', 'no_show')))
               as held,
             b.total_cents - d.amount_cents - coalesce(r.by_staff, 0) + coalesce(v.retained, 0)
               as cents) rental
    cross join lateral (
      select b.created_at >= (select started_at from invoice_chain)
             and not (d.mode = 'charge' and coalesce(v.owed, 0) > 0) as checked) invoicing
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
