import { createHash } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { SignedAgreementInput } from '../../../../shared/contract/desk-handover'
import { wallClockAt } from '../../../../shared/domain/zonedTime'
import {
  deposits,
  gear,
  legalPages,
  pickupLocations,
  rentalAgreements,
  users,
} from '../../../db/schema'
import { agreementSignedEmail, formatDeliveryAddress, formatMoment, formatMoney } from '../../mail'
import type { BookingRow, DeskContext, Tx } from '../context'
import { renderAgreementPdf } from './render'

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex')

/** A unit going out, as the check-out chose it. */
export interface AgreementUnit {
  gearId: string
  assetTag: string
  condition: string | null
}

/**
 * The rental agreement the family signed at check-out, in the check-out's transaction: the
 * terms in force in the language they read (a snapshot of the legal text and its SHA-256),
 * the units with their asset tags and condition, the deposit, when and where the gear comes
 * back (or is collected, for a delivery), the signature, the signer, the time and the staff
 * member, as a PDF kept as a file with its SHA-256; audited, and emailed to the family in
 * their language with the PDF attached.
 */
export async function signAgreement(
  ctx: Pick<DeskContext, 'files' | 'audit' | 'bookings'>,
  {
    tx,
    booking,
    units,
    agreement,
    signaturePng,
    actorId,
    now,
    timeZone,
    takenAt = null,
  }: {
    tx: Tx
    booking: BookingRow
    units: AgreementUnit[]
    agreement: SignedAgreementInput
    signaturePng: Buffer
    actorId: string
    /** When the family signed. */
    now: Date
    timeZone: string
    /** When staff took the check-out, if it was taken offline and sent later (audited). */
    takenAt?: Date | null
  },
) {
  const { language } = agreement
  const [family] = await tx.select().from(users).where(eq(users.id, booking.userId))
  const [staff] = await tx.select().from(users).where(eq(users.id, actorId))
  const [location] = await tx
    .select()
    .from(pickupLocations)
    .where(eq(pickupLocations.code, booking.pickupLocationCode))
  const [legal] = await tx.select().from(legalPages).where(eq(legalPages.locale, language))
  const [deposit] = await tx.select().from(deposits).where(eq(deposits.bookingId, booking.id))
  const names = await tx
    .select({ id: gear.id, names: gear.names })
    .from(gear)
    .where(inArray(gear.id, [...new Set(units.map((unit) => unit.gearId))]))
  const termsText = legal ? `${legal.title}\n\n${legal.body}` : ''
  const terms = { text: termsText, sha256: sha256(termsText) }
  const delivery = booking.deliveryAddress !== null
  const signed = wallClockAt(now.getTime(), timeZone)
  const pdf = await renderAgreementPdf({
    language,
    reference: booking.reference,
    familyName: `${family!.firstName} ${family!.lastName}`.trim(),
    delivery,
    units: units.map((unit) => ({
      name: names.find((item) => item.id === unit.gearId)?.names[language] ?? unit.assetTag,
      assetTag: unit.assetTag,
      condition: unit.condition,
    })),
    deposit: formatMoney({
      cents: deposit?.amountCents ?? 0,
      currency: booking.currency,
      language,
    }),
    returnMoment: formatMoment({ date: booking.endDate, time: booking.returnTime, language }),
    returnPlace: booking.deliveryAddress
      ? formatDeliveryAddress(booking.deliveryAddress)
      : `${location!.names[language]}, ${location!.addresses[language]}`,
    signedMoment: formatMoment({ ...signed, language }),
    signedAt: now,
    staffName: `${staff!.firstName} ${staff!.lastName}`.trim(),
    signerName: agreement.signer_name.trim(),
    terms,
    signaturePng,
  })
  const pdfSha256 = sha256(pdf)
  const file = await ctx.files.store({
    tx,
    purpose: 'agreement',
    bytes: pdf,
    contentType: 'application/pdf',
    uploadedBy: actorId,
  })
  await ctx.files.attach({ tx, ids: [file.id] })
  await tx.insert(rentalAgreements).values({
    bookingId: booking.id,
    fileId: file.id,
    pdfSha256,
    signerName: agreement.signer_name.trim(),
    signedAt: now,
    staffId: actorId,
    language,
    termsText,
    termsSha256: terms.sha256,
  })
  await ctx.audit.record({
    tx,
    actorId,
    action: 'booking.agreement_signed',
    bookingId: booking.id,
    takenAt,
    before: null,
    after: { language, pdf_sha256: pdfSha256, terms_sha256: terms.sha256 },
  })
  await ctx.bookings.emailTraveller({
    tx,
    booking,
    template: 'agreement_signed',
    attachments: [{ fileId: file.id, filename: `agreement-${booking.reference}.pdf` }],
    render: (emailLanguage, facts) =>
      agreementSignedEmail(emailLanguage, {
        ...facts,
        signedAt: formatMoment({ ...signed, language: emailLanguage }),
        sha256: pdfSha256,
      }),
  })
}
