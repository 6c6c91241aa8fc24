/**
 * The deposit comes back by itself (docs/money.md): held on the card a day before pickup (or at
 * payment when pickup is sooner), renewed while the rental runs, released when the gear is back
 * fine or the booking ends; a card that refuses the hold gets the family a link.
 */
import { eq } from 'drizzle-orm'
import { users } from '../../../src/server/db/schema'
import { bookedTraveller, payThroughSandbox, rentalOf } from '../support/bookings'
import {
  depositLinkToken,
  depositRow,
  emailsOf,
  holdsOf,
  runClock,
  travellerView,
} from '../support/deposits'
import {
  handoverSuite,
  paidBooking,
  PICKUP_MORNING,
  suggestedUnits,
} from '../desk/handover-helpers'

const setup = handoverSuite()
const { suite, desk, handover } = setup

/** 10:00 in Seville on 8 April 2027: a day before the default pickup. */
const HOLD_TIME = '2027-04-08T08:00:00Z'

/** Out at the counter on the pickup morning with the suggested units, and back fine. */
async function outAndBackFine(bookingId: string) {
  suite.clock.set(PICKUP_MORNING)
  const unitIds = await suggestedUnits(handover, setup.roles.moderator, bookingId)
  expect(
    (
      await handover.checkOut(
        setup.roles.moderator,
        bookingId,
        unitIds.map((unit_id) => ({ unit_id })),
      )
    ).statusCode,
  ).toBe(200)
  return handover.checkIn(
    setup.roles.moderator,
    bookingId,
    unitIds.map((unit_id) => ({ unit_id, outcome: 'fine' })),
  )
}

describe('the hold', () => {
  it('charges the rental alone and holds the deposit a day before pickup, not before', async () => {
    const { booking, auth, traveller } = await paidBooking(suite.app, [suite.ids['ZCS123-K']!])
    const [receipt] = await emailsOf(suite.app, traveller.email, 'payment_received')
    const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`
    expect(receipt?.textBody).toContain(
      `We have received your payment of ${euros(rentalOf(booking))}.`,
    )
    expect(receipt?.textBody).toContain(
      `Your refundable deposit of ${euros(booking.pricing.deposit)} will be held on your card ` +
        'from 8 April 2027 at 10:00, not charged',
    )
    const seen = await travellerView(suite.app, auth, booking._id)
    expect(seen.deposit).toMatchObject({
      mode: 'hold',
      status: 'awaiting',
      amount: booking.pricing.deposit,
      hold_from: '2027-04-08T08:00:00.000Z',
      missing: false,
    })
    await runClock(suite.app)
    expect(await holdsOf(suite.app, booking._id)).toEqual([])

    suite.clock.set(HOLD_TIME)
    await runClock(suite.app)
    const [hold] = await holdsOf(suite.app, booking._id)
    expect(hold).toMatchObject({
      status: 'held',
      amountCents: booking.pricing.deposit,
      atProvider: { status: 'requires_capture', amountCents: booking.pricing.deposit },
    })
    expect((await travellerView(suite.app, auth, booking._id)).deposit).toMatchObject({
      status: 'held',
      held_until: '2027-04-15T08:00:00.000Z',
    })
    expect(await paidCents(booking._id)).toBe(rentalOf(booking))
  })

  it('holds the deposit as soon as the rental is paid when pickup is less than a day away', async () => {
    suite.clock.set('2027-04-08T12:00:00Z')
    const { booking } = await paidBooking(suite.app, [suite.ids['ZST405-B']!])
    await runClock(suite.app)
    expect((await depositRow(suite.app, booking._id)).status).toBe('held')
  })
})

async function paidCents(bookingId: string) {
  const detail = (await desk.detail(setup.roles.admin, bookingId)).json()
  return detail.paid_amount as number
}

describe('released without anyone asking', () => {
  it('releases the hold once every unit is back fine, and tells the family when it is done', async () => {
    const seat = suite.ids['ZCS208-R']!
    const { booking, traveller } = await paidBooking(suite.app, [seat, seat])
    suite.clock.set(HOLD_TIME)
    await runClock(suite.app)

    const back = await outAndBackFine(booking._id)
    expect(back.json()).toMatchObject({
      status: 'completed',
      items: [{ quantity: 2, deposit: booking.pricing.deposit }],
      deposit: { status: 'released', taken: true },
    })
    expect(await emailsOf(suite.app, traveller.email, 'deposit_released')).toEqual([])

    await runClock(suite.app)
    const [hold] = await holdsOf(suite.app, booking._id)
    expect(hold).toMatchObject({ status: 'released', atProvider: { status: 'canceled' } })
    const deposit = await depositRow(suite.app, booking._id)
    expect(deposit).toMatchObject({ status: 'released', releasedCents: booking.pricing.deposit })
    expect(deposit.moneyBackAt).not.toBeNull()
    const [email] = await emailsOf(suite.app, traveller.email, 'deposit_released')
    const amount = (booking.pricing.deposit / 100).toFixed(2)
    expect(email?.textBody).toContain(`We have removed the hold of €${amount} for your deposit`)
    await runClock(suite.app)
    expect(await emailsOf(suite.app, traveller.email, 'deposit_released')).toHaveLength(1)
  })

  it('writes the release email in the family’s language', async () => {
    const { booking, traveller } = await paidBooking(suite.app, [suite.ids['ZTC502-J']!])
    await suite.db
      .update(users)
      .set({ languagePreference: 'es' })
      .where(eq(users.email, traveller.email))
    suite.clock.set(HOLD_TIME)
    await runClock(suite.app)
    await outAndBackFine(booking._id)
    await runClock(suite.app)
    const [email] = await emailsOf(suite.app, traveller.email, 'deposit_released')
    expect(email?.subject).toBe(`Fianza devuelta: reserva ${booking.reference}`)
  })

  it.each([
    [
      'a no-show',
      async (id: string) => {
        suite.clock.set('2027-04-09T10:30:00Z')
        return handover.noShow(setup.roles.moderator, id)
      },
    ],
    [
      'an admin cancellation',
      (id: string) =>
        desk.cancel(setup.roles.admin, id, {
          reason: 'Flight cancelled',
          refund_amount: 0,
          payment_status: 'paid',
        }),
    ],
  ])('releases a held deposit on %s', async (_end, end) => {
    const { booking, traveller } = await paidBooking(suite.app, [suite.ids['ZHC601-S']!])
    suite.clock.set(HOLD_TIME)
    await runClock(suite.app)
    expect((await end(booking._id)).statusCode).toBe(200)
    expect((await depositRow(suite.app, booking._id)).status).toBe('released')
    await runClock(suite.app)
    expect((await holdsOf(suite.app, booking._id))[0]).toMatchObject({ status: 'released' })
    expect(await emailsOf(suite.app, traveller.email, 'deposit_released')).toHaveLength(1)
  })

  it('lets go of a deposit never taken when the family cancels early or never pays', async () => {
    const paid = await paidBooking(suite.app, [suite.ids['ZTC518-B']!])
    const cancelled = await suite.app.inject({
      method: 'POST',
      url: `/api/bookings/${paid.booking._id}/cancel`,
      headers: paid.auth,
    })
    expect(cancelled.json().deposit).toMatchObject({
      status: 'released',
      taken: false,
      money_back_at: null,
    })
    const unpaid = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!])
    suite.clock.advanceMinutes(60)
    await runClock(suite.app)
    expect(await depositRow(suite.app, unpaid.booking._id)).toMatchObject({ status: 'released' })
    for (const { booking, traveller } of [paid, unpaid]) {
      expect(await holdsOf(suite.app, booking._id)).toEqual([])
      expect(await emailsOf(suite.app, traveller.email, 'deposit_released')).toEqual([])
    }
  })

  it('releases the deposit of a booking the calendar completed with nothing out', async () => {
    const { booking } = await paidBooking(suite.app, [suite.ids['ZCS123-K']!])
    // The clock runs through the rental: the hold is placed, then renewed before it lapses.
    for (const at of [HOLD_TIME, '2027-04-14T08:00:00Z', '2027-04-17T09:00:00Z']) {
      suite.clock.set(at)
      await runClock(suite.app)
    }
    expect(await depositRow(suite.app, booking._id)).toMatchObject({ status: 'released' })
    const holds = await holdsOf(suite.app, booking._id)
    expect(holds.map((hold) => hold.status)).toEqual(['released', 'released'])
  })

  it('keeps the deposit of a booking completed by the calendar while its gear is still out', async () => {
    const { booking } = await paidBooking(suite.app, [suite.ids['ZST405-B']!])
    suite.clock.set(HOLD_TIME)
    await runClock(suite.app)
    suite.clock.set(PICKUP_MORNING)
    const unitIds = await suggestedUnits(handover, setup.roles.moderator, booking._id)
    await handover.checkOut(
      setup.roles.moderator,
      booking._id,
      unitIds.map((unit_id) => ({ unit_id })),
    )
    suite.clock.set('2027-04-17T09:00:00Z')
    await runClock(suite.app)
    expect(await depositRow(suite.app, booking._id)).toMatchObject({ status: 'held' })
  })
})

describe('renewed while the rental runs', () => {
  it('places a new hold a day before the old one lapses, then lets the old one go', async () => {
    const { booking } = await paidBooking(suite.app, [suite.ids['ZTC502-J']!], {
      start_date: '2027-04-09',
      end_date: '2027-04-29',
    })
    suite.clock.set(HOLD_TIME)
    await runClock(suite.app)
    suite.clock.set('2027-04-14T08:00:00Z')
    await runClock(suite.app)
    const holds = await holdsOf(suite.app, booking._id)
    expect(holds.map((hold) => hold.status)).toEqual(['released', 'held'])
    expect(holds[1]!.expiresAt?.toISOString()).toBe('2027-04-21T08:00:00.000Z')
    expect(await depositRow(suite.app, booking._id)).toMatchObject({ status: 'held' })
  })
})

describe('a card that refuses the hold', () => {
  it('emails the family a link, shows the desk it is missing, and takes the hold they place', async () => {
    const traveller = await bookedTraveller(suite.app, [suite.ids['ZCS208-R']!])
    await payThroughSandbox(suite.app, traveller.auth, traveller.booking._id, 'declines_holds')
    suite.clock.set(HOLD_TIME)
    await runClock(suite.app)
    const id = traveller.booking._id
    expect((await travellerView(suite.app, traveller.auth, id)).deposit).toMatchObject({
      status: 'awaiting',
      missing: true,
      declined_at: '2027-04-08T08:00:00.000Z',
    })
    const attention = (await desk.attention(setup.roles.moderator)).json()
    expect(attention.items).toContainEqual(
      expect.objectContaining({
        kind: 'deposit_missing',
        booking: expect.objectContaining({
          id,
          flags: expect.objectContaining({ deposit_missing: true }),
        }),
      }),
    )
    const [email] = await emailsOf(suite.app, traveller.traveller.email, 'deposit_hold_declined')
    const token = depositLinkToken(email!.textBody)

    const link = (path: string, body: object) =>
      suite.app.inject({ method: 'POST', url: `/api/deposit-links/${path}`, payload: body })
    expect((await link('view', { token })).json()).toMatchObject({
      reference: traveller.booking.reference,
      amount: traveller.booking.pricing.deposit,
      state: 'needed',
    })
    const checkout = (await link('checkout', { token })).json()
    expect(checkout.url).toMatch(/\/sandbox\/checkout\/cs_sandbox_/)
    const placed = await suite.app.inject({
      method: 'POST',
      url: `/sandbox/checkout/${checkout.session_id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    expect(placed.headers.location).toContain(`/deposit?placed=1#${token}`)
    expect((await link('view', { token })).json()).toMatchObject({ state: 'held' })
    expect(await depositRow(suite.app, id)).toMatchObject({ status: 'held', holdDeclinedAt: null })
    const after = (await desk.attention(setup.roles.moderator)).json()
    expect(
      after.items.filter((item: { booking: { id: string } }) => item.booking.id === id),
    ).toEqual([])
    expect((await link('checkout', { token })).json()).toMatchObject({ code: 'DEPOSIT_NOT_NEEDED' })
  })

  it('refuses a link altered, for another purpose or past its time', async () => {
    const traveller = await bookedTraveller(suite.app, [suite.ids['ZTC518-B']!])
    await payThroughSandbox(suite.app, traveller.auth, traveller.booking._id, 'declines_holds')
    suite.clock.set(HOLD_TIME)
    await runClock(suite.app)
    const [email] = await emailsOf(suite.app, traveller.traveller.email, 'deposit_hold_declined')
    const token = depositLinkToken(email!.textBody)
    const view = (body: object) =>
      suite.app.inject({ method: 'POST', url: '/api/deposit-links/view', payload: body })
    const [payload, signature] = token.split('.')
    const altered = Buffer.from(
      Buffer.from(payload!, 'base64url')
        .toString()
        .replace(traveller.booking._id, crypto.randomUUID()),
    ).toString('base64url')
    expect((await view({ token: `${altered}.${signature}` })).json()).toMatchObject({
      statusCode: 400,
      code: 'INVALID_LINK',
    })
    const photo = suite.app.links.sign({
      purpose: 'claim_photo',
      bookingId: traveller.booking._id,
      expiresAt: new Date('2027-05-01T00:00:00Z'),
    })
    expect((await view({ token: photo })).json()).toMatchObject({ code: 'INVALID_LINK' })
    suite.clock.set('2027-04-16T16:01:00Z')
    expect((await view({ token })).json()).toMatchObject({ statusCode: 410, code: 'LINK_EXPIRED' })
  })
})
