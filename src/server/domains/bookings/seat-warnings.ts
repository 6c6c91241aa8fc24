import { eq, inArray, isNotNull, and } from 'drizzle-orm'
import { countUnits } from '../../../shared/domain/basket'
import { seatWarnings, type SeatWarning } from '../../../shared/domain/seatFit'
import { childProfiles, gear } from '../../db/schema'
import type { Tx } from './context'

/**
 * What the quote warns its family of (docs/safety.md, The fit rule): a chosen seat that fits none
 * of the children on the account, or fewer seats than children who need one. Never a refusal.
 */
export async function quoteSeatWarnings(
  db: Pick<Tx, 'select'>,
  { userId, gearIds }: { userId: string; gearIds: string[] },
): Promise<SeatWarning[]> {
  const quantities = countUnits(gearIds)
  const seats = await db
    .select({ id: gear.id, approval: gear.seatApproval })
    .from(gear)
    .where(and(inArray(gear.id, [...quantities.keys()]), isNotNull(gear.seatApproval)))
  if (seats.length === 0) return []
  const children = await db
    .select({ heightMm: childProfiles.heightMm, weightHg: childProfiles.weightHg })
    .from(childProfiles)
    .where(eq(childProfiles.userId, userId))
  return seatWarnings(
    seats.map(({ id, approval }) => ({
      gear_id: id,
      approval: approval!,
      quantity: quantities.get(id) ?? 0,
    })),
    children.map(({ heightMm, weightHg }) => ({
      height_cm: heightMm === null ? null : heightMm / 10,
      weight_kg: weightHg === null ? null : weightHg / 10,
    })),
  )
}
