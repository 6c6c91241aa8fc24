import { eq, inArray } from 'drizzle-orm'
import type { ClaimReason } from '../../../shared/domain/deposits'
import type { Language } from '../../../shared/domain/languages'
import { gear, rentalAgreements, storedFiles } from '../../db/schema'
import { claimDecidedEmail, damageClaimEmail, formatDeadline, formatMoney } from '../mail'
import type { BookingRow, DepositContext, DepositRow, Tx } from './context'
import type { UnitClaim } from './claims'
import { locationTimeZone } from './location-time'

/** Why a unit was claimed on, as the family reads it. */
const REASONS: Record<ClaimReason, Record<Language, string>> = {
  damaged: { en: 'damaged', es: 'dañado' },
  missing_parts: { en: 'parts missing', es: 'faltan piezas' },
  deep_cleaning: { en: 'needs deep cleaning', es: 'necesita una limpieza a fondo' },
  missing: { en: 'not returned', es: 'no devuelto' },
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/**
 * The family is emailed the claims just made, their photos attached, and until when to answer;
 * the rental agreement they signed at check-out (the gear and its condition then) is attached
 * too, when there is one.
 */
export async function emailClaims(
  ctx: Pick<DepositContext, 'bookings'>,
  {
    tx,
    booking,
    deposit,
    claims,
    photoIds,
    answerBy,
  }: {
    tx: Tx
    booking: BookingRow
    deposit: DepositRow
    claims: UnitClaim[]
    photoIds: string[]
    answerBy: Date
  },
) {
  const names = new Map(
    (
      await tx
        .select({ id: gear.id, names: gear.names })
        .from(gear)
        .where(inArray(gear.id, [...new Set(claims.map((claim) => claim.gearId))]))
    ).map((row) => [row.id, row.names]),
  )
  const types =
    photoIds.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await tx
              .select({ id: storedFiles.id, contentType: storedFiles.contentType })
              .from(storedFiles)
              .where(inArray(storedFiles.id, photoIds))
          ).map((row) => [row.id, row.contentType]),
        )
  const timeZone = await locationTimeZone(tx, booking)
  const total = claims.reduce((sum, { claim }) => sum + claim.amount, 0)
  const [agreement] = await tx
    .select({ fileId: rentalAgreements.fileId, signedAt: rentalAgreements.signedAt })
    .from(rentalAgreements)
    .where(eq(rentalAgreements.bookingId, booking.id))
  await ctx.bookings.emailTraveller({
    tx,
    booking,
    template: 'damage_claim',
    attachments: [
      ...photoIds.map((fileId, index) => ({
        fileId,
        filename: `claim-photo-${index + 1}.${EXTENSIONS[types.get(fileId) ?? ''] ?? 'jpg'}`,
      })),
      ...(agreement
        ? [{ fileId: agreement.fileId, filename: `agreement-${booking.reference}.pdf` }]
        : []),
    ],
    render: (language, facts) =>
      damageClaimEmail(language, {
        ...facts,
        lines: claims.map(({ gearId, assetTag, claim }) => ({
          item: names.get(gearId)?.[language] ?? assetTag,
          assetTag,
          reason: REASONS[claim.reason][language],
          amount: formatMoney({ cents: claim.amount, currency: deposit.currency, language }),
          note: claim.note?.trim() || null,
        })),
        total: formatMoney({ cents: total, currency: deposit.currency, language }),
        answerBy: formatDeadline({ instant: answerBy, language, timeZone }),
        photos: photoIds.length,
        agreementSignedOn: agreement
          ? formatDeadline({ instant: agreement.signedAt, language, timeZone })
          : null,
      }),
  })
}

/** The family is told what the decision kept and released. */
export async function emailDecision(
  ctx: Pick<DepositContext, 'bookings'>,
  {
    tx,
    booking,
    deposit,
    note,
  }: { tx: Tx; booking: BookingRow; deposit: DepositRow; note: string | null },
) {
  await ctx.bookings.emailTraveller({
    tx,
    booking,
    template: 'claim_decided',
    render: (language, facts) =>
      claimDecidedEmail(language, {
        ...facts,
        kept: formatMoney({ cents: deposit.claimedCents, currency: deposit.currency, language }),
        released: formatMoney({
          cents: deposit.releasedCents,
          currency: deposit.currency,
          language,
        }),
        note,
      }),
  })
}
