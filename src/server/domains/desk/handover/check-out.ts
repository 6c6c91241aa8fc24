import { eq, sql } from 'drizzle-orm'
import type { CheckOutRequest } from '../../../../shared/contract/desk-handover'
import { occupiedDays } from '../../../../shared/domain/rentalPeriod'
import { bookingUnits, bookings } from '../../../db/schema'
import type { DeskContext } from '../context'
import { freeUnits, whyNotFree } from './booking-units'
import { handoverAction, unitNotFree, type HandoverRequest } from './handover-action'
import { itemsOf } from './rules'
import { checkReady, chosenUnits, mismatch } from './check-out-checks'
import { checkedAgreement, recordAgreement } from '../agreement/check-out-agreement'

/**
 * Hands over one unit per item the booking rents: the units asked for must match its items and
 * quantities exactly (422 UNITS_MISMATCH) and each be free over its days (409 UNIT_NOT_FREE).
 * Under the items' stock lock with the unit rows locked; records which unit went out, when, by
 * whom and in what condition, sets the booking's handed_out_at and clears a left-short flag
 * (its units are now found), one audit row per unit. The family signs the rental agreement, or
 * staff say why not (422 AGREEMENT_UNSIGNED without either), checked before anything is locked.
 */
export async function checkOut(ctx: DeskContext, request: HandoverRequest & CheckOutRequest) {
  const agreement = await checkedAgreement(request)
  return handoverAction(ctx, {
    request,
    action: 'check-out',
    body: {
      units: request.units,
      agreement: request.agreement ?? null,
      unsigned_reason: request.unsigned_reason ?? null,
    },
    change: async (tx, locked) => {
      const { booking, now, takenAt } = locked
      checkReady(locked)
      const wanted = itemsOf(booking)
      await ctx.catalogue.lockStock({
        tx,
        locationCode: booking.pickupLocationCode,
        gearIds: [...wanted.keys()],
      })
      const chosen = await chosenUnits(
        tx,
        request.units.map((unit) => unit.unit_id),
      )
      const counted = new Map<string, number>()
      for (const unit of chosen) counted.set(unit.gearId, (counted.get(unit.gearId) ?? 0) + 1)
      for (const [gearId, quantity] of wanted) {
        if ((counted.get(gearId) ?? 0) !== quantity) {
          throw mismatch(
            `The booking takes ${quantity} unit(s) of each item it rents: send one per unit.`,
          )
        }
      }
      if (counted.size !== wanted.size)
        throw mismatch('A unit is of an item this booking does not rent.')
      const { from, until } = occupiedDays(booking.startDate, booking.endDate)
      const free = new Set(
        (
          await freeUnits(tx, {
            locationCode: await ctx.catalogue.stockLocationOf({
              tx,
              code: booking.pickupLocationCode,
            }),
            gearIds: [...wanted.keys()],
            from,
            until,
          })
        ).map((unit) => unit.id),
      )
      const taken = chosen.find((unit) => !free.has(unit.id))
      if (taken) throw unitNotFree(await whyNotFree(tx, { unit: taken, from, until }))
      const notes = new Map(
        request.units.map((unit) => [unit.unit_id, unit.condition_note?.trim() || null]),
      )
      await tx.insert(bookingUnits).values(
        chosen.map((unit) => ({
          bookingId: booking.id,
          unitId: unit.id,
          handedOutAt: now,
          handedOutBy: request.actorId,
          outCondition: notes.get(unit.id) ?? null,
        })),
      )
      await tx
        .update(bookings)
        .set({ handedOutAt: now, attention: null, updatedAt: sql`now()` })
        .where(eq(bookings.id, booking.id))
      for (const unit of chosen) {
        await ctx.audit.record({
          tx,
          actorId: request.actorId,
          action: 'booking.check_out',
          bookingId: booking.id,
          unitId: unit.id,
          takenAt,
          before: { handed_out_at: null, unit_out: false },
          after: {
            handed_out_at: now.toISOString(),
            unit_out: true,
            asset_tag: unit.assetTag,
            out_condition: notes.get(unit.id) ?? null,
          },
        })
      }
      await recordAgreement(ctx, {
        tx,
        locked,
        agreement,
        actorId: request.actorId,
        units: chosen.map((unit) => ({
          gearId: unit.gearId,
          assetTag: unit.assetTag,
          condition: notes.get(unit.id) ?? null,
        })),
      })
    },
  })
}
