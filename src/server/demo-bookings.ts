import { and, eq, gte, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { addDays } from '../shared/domain/calendar'
import { wallClockAt } from '../shared/domain/zonedTime'
import { demoAccounts } from './seed/accounts'
import { bookings, gear, pickupLocations, users } from './db/schema'

const LOCATION = 'SVQ'
const DEMO_TRAVELLER = demoAccounts.find((account) => account.role === 'user')!.email

/**
 * Development only: a few paid bookings of the demo traveller at SVQ, picked up today and
 * tomorrow on the location's clock, so a fresh desk is not empty. Made through the real
 * services (quote, booking, sandbox payment: emails, holds and payments as for a traveller);
 * skipped when that traveller already has a booking starting today or later. A rental the
 * rules refuse (too late today, a closed day) is left out.
 */
export async function seedDemoBookings(app: FastifyInstance): Promise<number> {
  const [traveller] = await app.db.select().from(users).where(eq(users.email, DEMO_TRAVELLER))
  const [location] = await app.db
    .select()
    .from(pickupLocations)
    .where(eq(pickupLocations.code, LOCATION))
  if (!traveller || !location || !app.payments.sandbox) return 0
  const clock = wallClockAt(app.clock.now().getTime(), location.timeZone)
  const today = clock.date
  const upcoming = await app.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.userId, traveller.id), gte(bookings.startDate, today)))
  if (upcoming.length > 0) return 0
  const gearRows = await app.db
    .select({ id: gear.id, code: gear.code })
    .from(gear)
    .where(inArray(gear.code, ['ZCS123-K', 'ZST405-B', 'ZTC502-J']))
  const id = (code: string) => gearRows.find((row) => row.code === code)?.id
  const nextHour = `${String(Number(clock.time.slice(0, 2)) + 1).padStart(2, '0')}:00`
  const plans = [
    { start: today, days: 4, pickup: nextHour, gear: ['ZCS123-K', 'ZST405-B'], flight: 'FR1234' },
    { start: addDays(today, 1), days: 3, pickup: '10:00', gear: ['ZTC502-J'], flight: 'IB3021' },
    { start: addDays(today, 1), days: 7, pickup: '17:30', gear: ['ZCS123-K'], flight: 'VY2210' },
  ]
  let made = 0
  for (const plan of plans) {
    const gearIds = plan.gear.map(id).filter((value): value is string => Boolean(value))
    try {
      const quote = await app.bookings.createQuote({
        userId: traveller.id,
        language: 'en',
        request: {
          gear_ids: gearIds,
          pickup_location_code: LOCATION,
          start_date: plan.start,
          end_date: addDays(plan.start, plan.days),
          pickup_time: plan.pickup,
          return_time: '12:00',
          phone: '+44 7700 900123',
          inbound_flight: plan.flight,
          outbound_flight: null,
          notes: 'Demo booking for the desk',
        },
      })
      const { body: booking } = await app.bookings.create({
        userId: traveller.id,
        quoteId: quote._id,
        language: 'en',
      })
      const checkout = await app.payments.startCheckout({
        userId: traveller.id,
        bookingId: booking._id,
        openedAt: { protocol: 'http' },
      })
      await app.payments.sandbox.pay(checkout.session_id)
      await app.payments.confirmCheckout({
        userId: traveller.id,
        bookingId: booking._id,
        sessionId: checkout.session_id,
      })
      made++
    } catch (error) {
      app.log.info({ err: error, start: plan.start }, 'Demo booking left out')
    }
  }
  return made
}
