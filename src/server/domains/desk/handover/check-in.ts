import { and, eq, inArray } from 'drizzle-orm'
import { isSeatCategory, missingChecks } from '../../../../shared/domain/unitSafety'
import { AppError } from '../../../errors'
import type { ReturnOutcome } from '../../../../shared/contract/desk-handover'
import { bookingUnits, gear } from '../../../db/schema'
import type { DeskContext, Tx } from '../context'
import { handoverAction, type HandoverRequest } from './handover-action'
import { completeWhenAllBack, pairs, unitsOut, type Returned } from './units-back'

/** The out-of-service reason a unit handed back this way gets (none when it is fine). */
const OUT_OF_SERVICE: Record<ReturnOutcome, 'cleaning' | 'repair' | 'lost' | null> = {
  fine: null,
  cleaning: 'cleaning',
  repair: 'repair',
  missing: 'lost',
}

/**
 * A car seat or booster taken back fine comes with its inspection checklist, every check ticked
 * (docs/safety.md, Safety records): 422 CHECKLIST_INCOMPLETE naming the unit, before anything
 * is written.
 */
async function checkInspections(
  tx: Tx,
  back: ReturnType<typeof pairs<{ id: string; gearId: string; assetTag: string }>>,
) {
  const fine = back.filter(({ returned }) => returned.outcome === 'fine')
  if (fine.length === 0) return
  const categories = new Map(
    (
      await tx
        .select({ id: gear.id, category: gear.category })
        .from(gear)
        .where(inArray(gear.id, [...new Set(fine.map(({ unit }) => unit.gearId))]))
    ).map((row) => [row.id, row.category]),
  )
  for (const { unit, returned } of fine) {
    if (!isSeatCategory(categories.get(unit.gearId) ?? '')) continue
    const missing = missingChecks(returned.checklist ?? [])
    if (missing.length > 0) {
      const message = `Unit ${unit.assetTag} goes back into service only inspected and cleaned; not ticked: ${missing.join(', ')}.`
      throw new AppError(422, 'CHECKLIST_INCOMPLETE', message, [
        { path: 'body/units/checklist', message },
      ])
    }
  }
}

/**
 * Takes units back (some or all): each must be out with this booking (409 UNIT_NOT_OUT, and
 * then nothing changes). Cleaning, repair and missing put the unit out of service from today,
 * open-ended, and may carry a claim on the unit's share of the deposit (see the deposits'
 * recordClaims). When the last unit is back the booking is completed, its rentals end today
 * (see endRentalsOn) and its deposit is released unless a unit was claimed on. One audit row
 * per unit, and one more (`unit.status`) for each unit it puts out of service, in the same
 * transaction.
 */
export function checkIn(ctx: DeskContext, request: HandoverRequest & { units: Returned[] }) {
  return handoverAction(ctx, {
    request,
    action: 'check-in',
    body: { units: request.units },
    change: async (tx, locked) => {
      const { booking, today, now, takenAt } = locked
      const out = await unitsOut(tx, { bookingId: booking.id, returned: request.units })
      await checkInspections(tx, pairs(out, request.units))
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
        if (returned.outcome === 'fine' && returned.checklist) {
          await ctx.inventory.inspectReturned({
            tx,
            unitId: unit.id,
            checklist: returned.checklist,
            note: returned.note,
            actorId: request.actorId,
            bookingId: booking.id,
            now,
            today,
          })
        }
        if (reason) {
          await ctx.inventory.outOfServiceFrom({
            tx,
            unitId: unit.id,
            from: today,
            reason,
            attention: `unit ${unit.assetTag} handed back from ${booking.reference}: ${returned.outcome}`,
            actorId: request.actorId,
            bookingId: booking.id,
          })
        }
        await ctx.audit.record({
          tx,
          actorId: request.actorId,
          action: 'booking.check_in',
          bookingId: booking.id,
          unitId: unit.id,
          takenAt,
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
