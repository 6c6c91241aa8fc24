/**
 * A booking's refundable deposit as the family's booking page and the desk show it (docs/money.md):
 * its state, its holds' times, the claims made on it with their photos, and their history.
 */
import { Type, type Static } from 'typebox'
import {
  CLAIM_NOTE_MAX_LENGTH,
  CLAIM_PHOTOS_MAX,
  CLAIM_REASONS,
  DEPOSIT_MODES,
  DEPOSIT_STATUSES,
} from '../domain/deposits'

const Uuid = Type.String({ format: 'uuid' })
const Instant = (description: string) =>
  Type.Union([Type.String(), Type.Null()], { description: `ISO instant: ${description}` })
const Cents = (description: string) =>
  Type.Integer({ minimum: 0, description: `${description}, in cents.` })

export const DepositClaim = Type.Object({
  id: Uuid,
  unit_id: Uuid,
  asset_tag: Type.String(),
  gear_id: Uuid,
  amount: Cents('Claimed for this unit, at most its share of the deposit'),
  reason: Type.Enum(CLAIM_REASONS),
  note: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
  photos: Type.Array(
    Type.Object({
      id: Uuid,
      url: Type.String({
        description:
          'Where the photo is read, without a header (an <img> source): a signed address valid ' +
          'for an hour, for this booking and photo only.',
      }),
    }),
    { description: 'In the order taken.' },
  ),
})
export type DepositClaim = Static<typeof DepositClaim>

export const DepositEvent = Type.Object({
  kind: Type.Union([Type.Literal('claimed'), Type.Literal('disputed'), Type.Literal('decided')]),
  at: Type.String(),
  by: Type.Union([Type.Literal('staff'), Type.Literal('family')]),
  amount: Type.Union([Cents('Claimed, or kept by the decision'), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()], {
    description: "Staff's note, the family's answer, or the decision's note.",
  }),
})
export type DepositEvent = Static<typeof DepositEvent>

export const Deposit = Type.Object(
  {
    mode: Type.Enum(DEPOSIT_MODES, {
      description: 'hold: authorised on the card apart from the rental; charge: paid with it.',
    }),
    status: Type.Enum(DEPOSIT_STATUSES),
    amount: Cents('The whole deposit'),
    currency: Type.String(),
    taken: Type.Boolean({
      description:
        'Whether any of it was ever held on the card or charged (false: released with nothing taken).',
    }),
    claimed: Cents('Kept for damage (once decided)'),
    released: Cents('Given back (once decided)'),
    hold_from: Instant('hold mode: when the hold is placed (a day before pickup)'),
    held_until: Instant('the live hold can be taken until then (it is renewed before)'),
    missing: Type.Boolean({
      description: 'Hold mode: the hold should be in place by now and is not (refused, or lapsed).',
    }),
    declined_at: Instant('the card last refused the hold; the family was emailed a link'),
    settled_at: Instant("when the deposit's fate was decided"),
    money_back_at: Instant('when what was released reached the card provider'),
    money_back_by: Instant('when the family should see it on their card at the latest'),
    claims: Type.Array(DepositClaim),
    history: Type.Array(DepositEvent, { description: 'Oldest first.' }),
    dispute_until: Instant('the family may answer the claims from its booking page until then'),
    can_dispute: Type.Boolean(),
    can_keep: Type.Boolean({
      description:
        'An admin may keep money now: claims wait for a decision, and the family answered or ' +
        'its time to answer has passed (releasing everything is allowed at any time).',
    }),
  },
  { title: 'Deposit' },
)
export type Deposit = Static<typeof Deposit>

export const ClaimInput = Type.Object({
  amount: Type.Integer({
    minimum: 1,
    description: "Cents, at most the unit's share of the deposit.",
  }),
  reason: Type.Enum(CLAIM_REASONS),
  note: Type.Optional(Type.String({ maxLength: CLAIM_NOTE_MAX_LENGTH })),
  photo_ids: Type.Optional(
    Type.Array(Uuid, {
      maxItems: CLAIM_PHOTOS_MAX,
      description: 'Photos uploaded with POST /api/desk/claim-photos, unused yet.',
    }),
  ),
})
export type ClaimInput = Static<typeof ClaimInput>

export const DisputeRequest = Type.Object({
  message: Type.String({ minLength: 1, maxLength: CLAIM_NOTE_MAX_LENGTH }),
})
export type DisputeRequest = Static<typeof DisputeRequest>

export const DepositDecisionRequest = Type.Object({
  keep_amount: Type.Integer({
    minimum: 0,
    description: 'Cents kept of the deposit, at most what was claimed; the rest is released.',
  }),
  note: Type.Optional(Type.String({ maxLength: CLAIM_NOTE_MAX_LENGTH })),
})
export type DepositDecisionRequest = Static<typeof DepositDecisionRequest>

/** POST /api/desk/claim-photos answers the stored photo's id, to send with a claim. */
export const ClaimPhotoUploaded = Type.Object({ id: Uuid }, { title: 'ClaimPhotoUploaded' })
export type ClaimPhotoUploaded = Static<typeof ClaimPhotoUploaded>

export const ClaimPhotoQuery = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 512, description: 'From a claim photo `url`.' }),
})

export const DepositLinkRequest = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 512, description: 'From the emailed link.' }),
})

/** What a deposit link shows, without login: the booking's reference and the hold's amount. */
export const DepositLinkView = Type.Object(
  {
    reference: Type.String(),
    amount: Cents('The deposit'),
    currency: Type.String(),
    state: Type.Union([Type.Literal('needed'), Type.Literal('held'), Type.Literal('not_needed')]),
    pickup_date: Type.String(),
    pickup_time: Type.String(),
  },
  { title: 'DepositLinkView' },
)
export type DepositLinkView = Static<typeof DepositLinkView>
