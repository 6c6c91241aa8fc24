import { and, eq, sql } from 'drizzle-orm'
import type { CheckInRequest, ReturnOutcome } from '../../../../shared/contract/desk-handover'
import { bookingUnits, bookings, units } from '../../../db/schema'
import { AppError } from '../../../errors'
import type { DeskContext, Tx } from '../context'
import { handoverAction, type HandoverRequest, type LockedBooking } from './handover-action'
import { endRentalsOn } from './rental-end'

type Returned = CheckInRequest['units'][number]

/** The out-of-service reason a unit handed back this way gets (none when it is fine). */
const OUT_OF_SERVICE: Record<ReturnOutcome, 'cleaning' | 'repair' | 'lost' | null> = {
  fine: null,
  cleaning: 'cleaning',
  repair: 'repair',
  missing: 'lost',
}

/**
 * Takes units back (some or all): each must be out with this booking (409 UNIT_NOT_OUT, and
 * then nothing changes). Cleaning, repair and missing put the unit out of service from today,
 * open-ended, and may carry a claim on the unit's share of the deposit (see the deposits'
 * recordClaims). When the last unit is back the booking is completed, its rentals end today
 * (see endRentalsOn) and its deposit is released unless a unit was claimed on. One audit row
 * per unit, in the same transaction.
 */
export function checkIn(ctx: DeskContext, request: HandoverRequest & { units: Returned[] }) {
  return handoverAction(ctx, {
    request,
    change: async (tx, locked) => {
      const { booking, today, now } = locked
      const out = await unitsOut(tx, { bookingId: booking.id, returned: request.units })
      await ctx.catalogue.lockStock({
        tx,
        locationCode: booking.pickupLocationCode,
        gearIds: out.map((unit) => unit.gearId),
      })
      for (const { unit, returned } of pairs(out, request.units)) {
        await tx
          .update(bookingUnits)
          .set({
            returnedAt: now,
            returnedBy: request.actorId,
            returnOutcome: returned.outcome,
            returnNote: returned.note?.trim() || null,
          })
          .where(and(eq(bookingUnits.bookingId, booking.id), eq(bookingUnits.unitId, unit.id)))
      }
      await ctx.deposits.recordClaims({
        tx,
        booking,
        actorId: request.actorId,
        claims: pairs(out, request.units).flatMap(({ unit, returned }) =>
          returned.claim
            ? [
                {
                  unitId: unit.id,
                  assetTag: unit.assetTag,
                  gearId: unit.gearId,
                  outcome: returned.outcome,
                  claim: returned.claim,
                },
              ]
            : [],
        ),
      })
      const completed = await completeWhenAllBack(ctx, { tx, locked })
      for (const { unit, returned } of pairs(out, request.units)) {
        const reason = OUT_OF_SERVICE[returned.outcome]
        if (reason) {
          await ctx.inventory.outOfServiceFrom({
            tx,
            unitId: unit.id,
            from: today,
            reason,
            attention: `unit ${unit.assetTag} handed back from ${booking.reference}: ${returned.outcome}`,
          })
        }
        await ctx.audit.record({
          tx,
          actorId: request.actorId,
          action: 'booking.check_in',
          bookingId: booking.id,
          unitId: unit.id,
          before: { status: booking.status, returned_at: null, unit_out: true },
          after: {
            status: completed ? 'completed' : booking.status,
            returned_at: now.toISOString(),
            asset_tag: unit.assetTag,
            outcome: returned.outcome,
            note: returned.note?.trim() || null,
            out_of_service: reason,
          },
        })
      }
    },
  })
}

/** The units asked for, each out with this booking now (locked); 409 UNIT_NOT_OUT otherwise. */
async function unitsOut(
  tx: Tx,
  { bookingId, returned }: { bookingId: string; returned: Returned[] },
) {
  const ids = returned.map((unit) => unit.unit_id)
  if (new Set(ids).size !== ids.length) {
    throw new AppError(422, 'UNITS_MISMATCH', 'A unit is listed more than once.')
  }
  const rows = await tx
    .select({ id: units.id, gearId: units.gearId, assetTag: units.assetTag })
    .from(bookingUnits)
    .innerJoin(units, eq(units.id, bookingUnits.unitId))
    .where(and(eq(bookingUnits.bookingId, bookingId), sql`${bookingUnits.returnedAt} is null`))
    .orderBy(units.id)
    .for('update', { of: bookingUnits })
  const byId = new Map(rows.map((row) => [row.id, row]))
  const missing = ids.find((id) => !byId.has(id))
  if (missing) {
    const [unit] = await tx
      .select({ assetTag: units.assetTag })
      .from(units)
      .where(eq(units.id, missing))
    throw new AppError(
      409,
      'UNIT_NOT_OUT',
      `Unit ${unit?.assetTag ?? missing} is not out with this booking: it was already checked ` +
        'in, or it went out with another booking.',
    )
  }
  return ids.map((id) => byId.get(id)!)
}

const pairs = <Unit extends { id: string }>(out: Unit[], returned: Returned[]) =>
  out.map((unit) => ({ unit, returned: returned.find((r) => r.unit_id === unit.id)! }))

/**
 * Completes the booking once none of its units is out; its rentals end today and its deposit
 * is released (or, with claims, waits for an admin's decision).
 */
async function completeWhenAllBack(
  ctx: DeskContext,
  { tx, locked }: { tx: Tx; locked: LockedBooking },
) {
  const { booking, today, now } = locked
  const handed = await tx
    .select({
      gearId: units.gearId,
      returnedAt: bookingUnits.returnedAt,
      outcome: bookingUnits.returnOutcome,
    })
    .from(bookingUnits)
    .innerJoin(units, eq(units.id, bookingUnits.unitId))
    .where(eq(bookingUnits.bookingId, booking.id))
  if (handed.some((unit) => unit.returnedAt === null)) return false
  const outOfService = new Map<string, number>()
  for (const unit of handed) {
    if (unit.outcome !== 'fine')
      outOfService.set(unit.gearId, (outOfService.get(unit.gearId) ?? 0) + 1)
  }
  const turnaround = await ctx.catalogue.turnaroundByGear({
    tx,
    gearIds: handed.map((unit) => unit.gearId),
  })
  await endRentalsOn(tx, { booking, returnDay: today, turnaround, outOfService })
  await tx
    .update(bookings)
    .set({
      status: booking.status === 'confirmed' ? 'completed' : booking.status,
      returnedAt: now,
      completedAt: booking.completedAt ?? now,
      updatedAt: sql`now()`,
    })
    .where(eq(bookings.id, booking.id))
  // Everything is back: the deposit goes back at once, unless a unit was claimed on.
  await ctx.deposits.afterReturn({ tx, booking })
  return true
}
