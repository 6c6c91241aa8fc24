/**
 * The money of the benchmark's bookings, written set-based after them (as the booking seed
 * writes the bookings): each booking's rental payment and its simplified invoice; for a
 * cancelled one, the refund of the rental and its corrective invoice; for a booking under way or
 * over, its deposit hold, released (with its release job) once the booking is over; then each
 * booking's money sums and the ledger's figures per day.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../src/server/db/client'

const TIME_ZONE = 'Europe/Madrid'

export async function seedLedgerMoney(db: Db): Promise<number> {
  const started = Date.now()
  await db.transaction(async (tx) => {
    // Written as a restore would: the records' triggers and foreign keys are not checked row by row.
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.execute(sql`
      insert into payments (booking_id, provider, checkout_session_id, payment_intent_id, status,
        amount_cents, currency, received_cents, received_currency, kept, paid_at, created_at)
      select b.id, 'sandbox', 'cs_bench_' || b.reference, 'pi_bench_' || b.reference, 'paid',
        b.total_cents - d.amount_cents, b.currency, b.total_cents - d.amount_cents, b.currency,
        true, b.paid_at, b.created_at
      from bookings b join deposits d on d.booking_id = b.id`)
    await tx.execute(sql`
      insert into invoices (id, booking_id, kind, series, year, number, issued_at, issue_date,
        time_zone, issuer_tax_id, currency, total_cents, vat_cents, vat_breakdown,
        chain_position, fingerprint)
      select md5('invoice' || b.id)::uuid, b.id, 'simplified',
        'S' || extract(year from b.paid_at at time zone ${TIME_ZONE}),
        extract(year from b.paid_at at time zone ${TIME_ZONE})::int,
        row_number() over (partition by extract(year from b.paid_at at time zone ${TIME_ZONE})
                           order by b.paid_at, b.id),
        b.paid_at, (b.paid_at at time zone ${TIME_ZONE})::date, ${TIME_ZONE}, 'B00000000',
        b.currency, b.total_cents - d.amount_cents, 0, '[]'::jsonb,
        row_number() over (order by b.paid_at, b.id), md5(b.id::text)
      from bookings b join deposits d on d.booking_id = b.id`)
    await tx.execute(sql`
      insert into refunds (booking_id, payment_id, reason, provider, provider_refund_id, status,
        amount_cents, currency, created_at)
      select p.booking_id, p.id, 'cancellation', 'sandbox', 're_bench_' || b.reference,
        'succeeded', p.received_cents, p.currency, b.cancelled_at
      from payments p join bookings b on b.id = p.booking_id where b.status = 'refunded'`)
    await tx.execute(sql`
      insert into invoices (booking_id, kind, series, year, number, issued_at, issue_date,
        time_zone, issuer_tax_id, currency, total_cents, vat_cents, vat_breakdown, corrects_id,
        chain_position, fingerprint)
      select b.id, 'corrective', 'R' || extract(year from b.cancelled_at at time zone ${TIME_ZONE}),
        extract(year from b.cancelled_at at time zone ${TIME_ZONE})::int,
        row_number() over (partition by extract(year from b.cancelled_at at time zone ${TIME_ZONE})
                           order by b.cancelled_at, b.id),
        b.cancelled_at, (b.cancelled_at at time zone ${TIME_ZONE})::date, ${TIME_ZONE},
        'B00000000', b.currency, -i.total_cents, 0, '[]'::jsonb, i.id,
        (select max(chain_position) from invoices) + row_number() over (order by b.cancelled_at, b.id),
        md5('corrective' || b.id)
      from bookings b join invoices i on i.booking_id = b.id and i.kind = 'simplified'
      where b.status = 'refunded'`)
    await tx.execute(sql`
      insert into deposit_holds (id, booking_id, provider, provider_hold_id, amount_cents,
        currency, status, expires_at, created_at)
      select md5('hold' || b.id)::uuid, b.id, 'sandbox', 'pi_bench_hold_' || b.reference,
        d.amount_cents, d.currency,
        case when b.status = 'completed' then 'released' else 'held' end,
        (b.start_date - 1 + time '09:00') at time zone 'UTC' + interval '7 days',
        (b.start_date - 1 + time '09:00') at time zone 'UTC'
      from bookings b join deposits d on d.booking_id = b.id
      where d.amount_cents > 0 and b.status in ('completed', 'confirmed')
        and b.start_date - 1 <= current_date`)
    await tx.execute(sql`
      insert into deposit_jobs (booking_id, kind, hold_id, status, next_attempt_at, done_at,
        created_at)
      select h.booking_id, 'release', h.id, 'done', b.completed_at, b.completed_at, b.completed_at
      from deposit_holds h join bookings b on b.id = h.booking_id where h.status = 'released'`)
    // Their triggers did not run: each booking's money sums are added up from the records, as
    // the migration that introduced them did.
    await tx.execute(sql`delete from booking_money`)
    await tx.execute(sql`insert into booking_money select * from booking_money_recomputed()`)
    // And the ledger's figures per day, as the migration that introduced them filled them.
    await tx.execute(sql`select ledger_rebuild()`)
  })
  // Statistics and visibility maps, as autovacuum leaves them on a database that grew this data:
  // the ledger's index-only scans read them.
  await db.execute(sql`vacuum analyze`)
  return (Date.now() - started) / 1000
}
