import { Type, type Static } from 'typebox'
import {
  CHILD_HEIGHT_CM,
  CHILD_MAX_AGE_YEARS,
  CHILD_NAME_MAX_LENGTH,
  CHILD_WEIGHT_KG,
  CHILDREN_PER_ACCOUNT,
} from '../domain/childProfiles'

const optional = <Schema extends ReturnType<typeof Type.String | typeof Type.Number>>(
  schema: Schema,
) => Type.Optional(Type.Union([schema, Type.Null()]))

/** A child as a family types it: every field optional, checked by findChildProblems (422). */
export const ChildInput = Type.Object(
  {
    name: optional(
      Type.String({
        maxLength: 10 * CHILD_NAME_MAX_LENGTH,
        description: `A first name or nickname, to tell the children apart. At most ${CHILD_NAME_MAX_LENGTH} characters (else CHILD_NAME_TOO_LONG).`,
      }),
    ),
    birth_month: optional(
      Type.String({
        maxLength: 20,
        description: `YYYY-MM, not in the future nor more than ${CHILD_MAX_AGE_YEARS} years ago (else CHILD_BIRTH_MONTH_INVALID): a seat's age guide.`,
      }),
    ),
    height_cm: optional(
      Type.Number({
        description: `${CHILD_HEIGHT_CM.min} to ${CHILD_HEIGHT_CM.max} cm, one decimal at most (else CHILD_HEIGHT_OUT_OF_RANGE): an i-Size (R129) seat fits by height.`,
      }),
    ),
    weight_kg: optional(
      Type.Number({
        description: `${CHILD_WEIGHT_KG.min} to ${CHILD_WEIGHT_KG.max} kg, one decimal at most (else CHILD_WEIGHT_OUT_OF_RANGE): an R44 seat fits by weight.`,
      }),
    ),
  },
  { additionalProperties: false },
)
export type ChildInput = Static<typeof ChildInput>

export const Child = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.Union([Type.String(), Type.Null()]),
  birth_month: Type.Union([Type.String(), Type.Null()]),
  height_cm: Type.Union([Type.Number(), Type.Null()]),
  weight_kg: Type.Union([Type.Number(), Type.Null()]),
})
export type Child = Static<typeof Child>

export const ChildList = Type.Object(
  { children: Type.Array(Child, { maxItems: CHILDREN_PER_ACCOUNT }) },
  {
    description: `The children on the account, in the order they were added (at most ${CHILDREN_PER_ACCOUNT}).`,
  },
)
export type ChildList = Static<typeof ChildList>

export const ChildParams = Type.Object({ id: Type.String({ format: 'uuid' }) })

/** What a quote warns its family of, from the children on the account (never a refusal). */
export const SeatWarning = Type.Union(
  [
    Type.Object({
      kind: Type.Literal('fits_no_child'),
      gear_id: Type.String({ description: 'A chosen seat that fits none of the children.' }),
    }),
    Type.Object({
      kind: Type.Literal('child_without_seat'),
      children_without_seat: Type.Integer({
        minimum: 1,
        description: 'Children under 135 cm tall beyond the seats chosen.',
      }),
    }),
  ],
  { description: 'docs/safety.md, The fit rule.' },
)
