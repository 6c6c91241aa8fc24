import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../../shared/contract/common'
import { TestClockChange, TestClockState } from '../../../shared/contract/testClock'
import type { SettableClock } from '../../plugins/clock'

/**
 * The test clock: browser tests read and move the time the server reads (`app.clock`), so a
 * rule that depends on the time of day runs at the time it needs. Registered only with
 * TEST_CLOCK on, which production refuses.
 */
const testClockRoutes: FastifyPluginAsyncTypebox<{ clock: SettableClock }> = async (
  app,
  { clock },
) => {
  const answer = () => ({ now: clock.now().toISOString() })
  const tags = ['development']

  app.get(
    '/api/test-clock',
    {
      schema: {
        tags,
        summary: 'The time the server reads (only with TEST_CLOCK on)',
        response: { 200: TestClockState },
      },
    },
    async () => answer(),
  )

  app.put(
    '/api/test-clock',
    {
      schema: {
        tags,
        summary: 'Sets the time the server reads; it moves on from there in real time',
        body: TestClockChange,
        response: { 200: TestClockState, ...errorResponses(400) },
      },
    },
    async (request) => {
      clock.set(new Date(request.body.now))
      request.log.info({ now: request.body.now }, 'test clock set')
      // What fell due at the new time (holds, unpaid bookings, returns) runs now.
      app.bookingClock.kick()
      return answer()
    },
  )

  app.delete(
    '/api/test-clock',
    {
      schema: {
        tags,
        summary: 'Back to the system time',
        response: { 200: TestClockState },
      },
    },
    async (request) => {
      clock.reset()
      request.log.info('test clock back to the system time')
      app.bookingClock.kick()
      return answer()
    },
  )
}

export default testClockRoutes
