import { Type, type Static } from 'typebox'

/** The time a server with TEST_CLOCK on reads now. */
export const TestClockState = Type.Object(
  {
    now: Type.String({
      format: 'date-time',
      description: 'The instant the server reads now.',
      examples: ['2027-04-09T07:30:00.000Z'],
    }),
  },
  { title: 'Test clock' },
)
export type TestClockState = Static<typeof TestClockState>

/** Sets the test clock: from the request on, the server reads `now` and moves on in real time. */
export const TestClockChange = Type.Object({
  now: Type.String({
    format: 'date-time',
    description: 'An instant with its offset (Z or ±hh:mm).',
    examples: ['2027-04-09T07:30:00Z'],
  }),
})
export type TestClockChange = Static<typeof TestClockChange>
