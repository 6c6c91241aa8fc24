import { asc, eq, inArray } from 'drizzle-orm'
import { claimPhotos, damageClaims, units } from '../../db/schema'
import type { PhotoUrl, Tx } from './context'

type Reader = Pick<Tx, 'select'>

/** Claims of a booking, each with its unit's tag and its photos, oldest first. */
export async function claimsOf(
  db: Reader,
  { bookingId, photoUrl }: { bookingId: string; photoUrl: PhotoUrl },
) {
  const rows = await db
    .select({ claim: damageClaims, assetTag: units.assetTag, gearId: units.gearId })
    .from(damageClaims)
    .innerJoin(units, eq(units.id, damageClaims.unitId))
    .where(eq(damageClaims.bookingId, bookingId))
    .orderBy(asc(damageClaims.createdAt), asc(units.assetTag))
  const photos =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(claimPhotos)
          .where(
            inArray(
              claimPhotos.claimId,
              rows.map((row) => row.claim.id),
            ),
          )
          .orderBy(asc(claimPhotos.position))
  return rows.map(({ claim, assetTag, gearId }) => ({
    id: claim.id,
    unit_id: claim.unitId,
    asset_tag: assetTag,
    gear_id: gearId,
    amount: claim.amountCents,
    reason: claim.reason,
    note: claim.note,
    created_at: claim.createdAt.toISOString(),
    photos: photos
      .filter((photo) => photo.claimId === claim.id)
      .map((photo) => ({ id: photo.fileId, url: photoUrl({ bookingId, fileId: photo.fileId }) })),
  }))
}
