/**
 * Handover at the desk (under /api/desk/bookings/:id): which units go out with a booking
 * (check-out), how each comes back (check-in), and no-shows. Moderators and admins.
 */
import { Type, type Static } from 'typebox'
import { SEAT_CHECKLIST } from '../domain/unitSafety'
import { CONDITION_NOTE_MAX_LENGTH } from './desk'
import { ClaimInput } from './deposits'
import { SUPPORTED_LANGUAGES } from '../domain/languages'
import { OFFLINE_ACTION_MAX_AGE_HOURS } from '../domain/offlineActions'

const Uuid = Type.String({ format: 'uuid' })
const NullableString = (options: { description?: string } = {}) =>
  Type.Union([Type.String(), Type.Null()], options)
const ConditionNote = Type.Optional(
  Type.String({ maxLength: CONDITION_NOTE_MAX_LENGTH, description: 'What staff noticed.' }),
)

/** How a unit came back: fine; needing cleaning or repair (out of service); not back at all. */
export const RETURN_OUTCOMES = ['fine', 'cleaning', 'repair', 'missing'] as const
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number]
const ReturnOutcome = Type.Enum(RETURN_OUTCOMES)

/** Error codes of handover (besides the common ones: VALIDATION_FAILED, NOT_FOUND...). */
export { HANDOVER_ERROR_CODES, type HandoverErrorCode } from '../domain/errorCodes'

/**
 * What a handover may carry when the desk took it offline and sends it later: its key, so a
 * repeat answers the first answer and changes nothing, and when staff took it.
 */
export const HandoverHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 8,
      maxLength: 128,
      pattern: '^[A-Za-z0-9_.:-]+$',
      description:
        'Optional. The same key (from the same staff member) answers the booking again and ' +
        'changes nothing; with another request 422 IDEMPOTENCY_KEY_REUSED.',
    }),
  ),
  'taken-at': Type.Optional(
    Type.String({
      format: 'date-time',
      description:
        'Optional. When staff took the action, for one taken offline: kept in the audit log ' +
        `beside the arrival time. Not in the future, at most ${OFFLINE_ACTION_MAX_AGE_HOURS} h ` +
        'old (422 TAKEN_AT_OUT_OF_RANGE).',
    }),
  ),
})
export type HandoverHeaders = Static<typeof HandoverHeaders>

/** A unit the desk may hand over for an item: in service and free over the booking's days. */
export const FreeUnit = Type.Object({
  unit_id: Uuid,
  asset_tag: Type.String(),
  condition_note: NullableString(),
})
export type FreeUnit = Static<typeof FreeUnit>

/** GET .../handover: per item, the free units, the first `quantity` of them suggested. */
export const HandoverOptions = Type.Object(
  {
    items: Type.Array(
      Type.Object({
        gear_id: Uuid,
        quantity: Type.Integer({ minimum: 1 }),
        suggested: Type.Array(Uuid, { description: 'unit_ids: the desk proposes these.' }),
        free_units: Type.Array(FreeUnit),
      }),
    ),
  },
  { title: 'HandoverOptions' },
)
export type HandoverOptions = Static<typeof HandoverOptions>

/** One unit with a booking, as the booking detail lists it. */
export const BookingUnit = Type.Object({
  unit_id: Uuid,
  asset_tag: Type.String(),
  gear_id: Uuid,
  handed_out_at: Type.String({ description: 'ISO instant.' }),
  out_condition: NullableString(),
  returned_at: NullableString({ description: 'ISO instant; null while it is out.' }),
  return_outcome: Type.Union([ReturnOutcome, Type.Null()]),
  return_note: NullableString(),
  inspection_required: Type.Boolean({
    description:
      'A car seat or booster: taken back fine only with its inspection checklist ticked.',
  }),
})
export type BookingUnit = Static<typeof BookingUnit>

export const SIGNER_NAME_MAX_LENGTH = 120
export const UNSIGNED_REASON_MAX_LENGTH = 500
/** The most bytes a signature PNG may have (decoded from its base64). */
export const SIGNATURE_MAX_BYTES = 200_000
/** The sides a signature PNG may have, in pixels (a pad on a phone to a tablet at 3x). */
export const SIGNATURE_SIDES = { minWidth: 100, minHeight: 50, maxWidth: 4000, maxHeight: 2000 }

/** The rental agreement as the family signed it on the desk's screen. */
export const SignedAgreementInput = Type.Object({
  signer_name: Type.String({ minLength: 1, maxLength: SIGNER_NAME_MAX_LENGTH }),
  signature_png: Type.String({
    minLength: 1,
    description:
      `The drawn signature: a PNG in base64 (a data: URL prefix is allowed), at most ` +
      `${SIGNATURE_MAX_BYTES} bytes (413 SIGNATURE_TOO_LARGE); not a PNG, damaged, blank or ` +
      `outside ${SIGNATURE_SIDES.minWidth}x${SIGNATURE_SIDES.minHeight} to ` +
      `${SIGNATURE_SIDES.maxWidth}x${SIGNATURE_SIDES.maxHeight} pixels: 422 SIGNATURE_INVALID.`,
  }),
  language: Type.Enum(SUPPORTED_LANGUAGES, { description: 'The language the family read it in.' }),
})
export type SignedAgreementInput = Static<typeof SignedAgreementInput>

/**
 * POST .../check-out: one entry per unit; together they must match the items exactly. The
 * family signs the rental agreement (`agreement`), or staff say why they did not
 * (`unsigned_reason`, audited); neither: 422 AGREEMENT_UNSIGNED.
 */
export const CheckOutRequest = Type.Object({
  units: Type.Array(Type.Object({ unit_id: Uuid, condition_note: ConditionNote }), {
    minItems: 1,
    maxItems: 100,
  }),
  agreement: Type.Optional(SignedAgreementInput),
  unsigned_reason: Type.Optional(
    Type.String({ maxLength: UNSIGNED_REASON_MAX_LENGTH, description: 'Why nobody signed.' }),
  ),
})
export type CheckOutRequest = Static<typeof CheckOutRequest>

/**
 * POST .../check-in: units handed back now (some or all). When every unit is back the booking
 * becomes `completed`; `cleaning` and `repair` put the unit out of service (open-ended) with that
 * reason, `missing` with reason `lost`. A unit back for cleaning, for repair or missing may carry
 * a claim on its share of the deposit (422 CLAIM_NOT_ALLOWED on a unit back fine, 422
 * CLAIM_TOO_LARGE above its share, 422 CLAIM_PHOTO_INVALID for a photo not uploaded by the desk
 * or used already). With every unit back, the deposit is released at once when nothing was
 * claimed; otherwise it waits for an admin's decision, and the family is emailed the claims.
 */
export const CheckInRequest = Type.Object({
  units: Type.Array(
    Type.Object({
      unit_id: Uuid,
      outcome: ReturnOutcome,
      note: ConditionNote,
      claim: Type.Optional(ClaimInput),
      checklist: Type.Optional(
        Type.Array(Type.Enum(SEAT_CHECKLIST), {
          maxItems: SEAT_CHECKLIST.length,
          description:
            'The inspection and cleaning of a unit taken back fine: a car seat or booster needs every check (else 422 CHECKLIST_INCOMPLETE), recorded as its inspection.',
        }),
      ),
    }),
    { minItems: 1, maxItems: 100 },
  ),
})
export type CheckInRequest = Static<typeof CheckInRequest>

/** A booking's signed rental agreement: who signed it, when, and where its PDF is read. */
export const AgreementLink = Type.Object(
  {
    signed_at: Type.String({ description: 'ISO instant.' }),
    signer_name: Type.String(),
    url: Type.String({ description: 'Its PDF, readable from this address for an hour.' }),
  },
  { title: 'AgreementLink' },
)
export type AgreementLink = Static<typeof AgreementLink>
