/**
 * Check-in against no-show against admin cancel against the claim decision, 20 at a time
 * (PostgreSQL, where transactions really run at once): whatever order they land in, one ending
 * takes effect, the deposit is decided once, its hold is released at the provider once, the
 * family is told once, and the money adds up.
 */
import {
  CANCEL_BODY,
  DECISION_BODY,
  expectDecidedOnce,
  expectMoneyAddsUp,
  expectOneEnding,
  expectRaceAnswers,
  mixedKinds,
  raceCheckIns,
  raceOutcome,
  seededRandom,
  type EndingKind,
  type RaceAnswer,
  type RaceStart,
} from '../support/depositRaces'
import { depositRow, runClock } from '../support/deposits'
import { reliabilitySeed } from '../support/reliability'
import { describeOnPostgres } from '../support/testDatabase'
import { handoverSuite, paidBooking, PICKUP_MORNING } from '../desk/handover-helpers'
import { newKey } from '../desk/helpers'

const setup = handoverSuite()
const { suite, desk, handover } = setup

const ROUNDS = 3
/** A day before the 9 April pickup: the holds are placed. */
const HOLD_TIME = '2027-04-08T08:00:00Z'
/** 12:30 in Seville on the pickup day: the 10:00 pickup plus the hour of grace has passed. */
const PAST_GRACE = '2027-04-09T10:30:00Z'
/** What the desk claims on the unit back for repair, in the rounds that start with a claim. */
const CLAIM = { amount: 2500, reason: 'damaged' as const }

const random = seededRandom(reliabilitySeed('deposit races'))

/** Each item's suggested units at the counter, by gear id. */
async function suggestions(bookingId: string): Promise<Map<string, string[]>> {
  const options = (await handover.options(setup.roles.moderator, bookingId)).json()
  return new Map(
    options.items.map((item: { gear_id: string; suggested: string[] }) => [
      item.gear_id,
      item.suggested,
    ]),
  )
}

interface Prepared {
  id: string
  /** Its units, one per item: in `oneBackClaimed`, the one back with a claim first. */
  units: string[]
}

/**
 * `ROUNDS` bookings of one unit of each item of `codes`, paid with their holds placed, then
 * brought to `start`.
 */
async function prepare(start: RaceStart, codes: string[]): Promise<Prepared[]> {
  const gear = codes.map((code) => suite.ids[code]!)
  const booked = await Promise.all(
    Array.from({ length: ROUNDS }, () => paidBooking(suite.app, gear)),
  )
  suite.clock.set(HOLD_TIME)
  await runClock(suite.app)
  const prepared: Prepared[] = []
  suite.clock.set(PICKUP_MORNING)
  for (const { booking } of booked) {
    expect(await depositRow(suite.app, booking._id)).toMatchObject({ status: 'held' })
    const byGear = await suggestions(booking._id)
    const units = gear.map((id) => byGear.get(id)![0]!)
    if (start !== 'waiting') {
      const out = await handover.checkOut(
        setup.roles.moderator,
        booking._id,
        units.map((unit_id) => ({ unit_id })),
      )
      expect(out.statusCode).toBe(200)
    }
    if (start === 'oneBackClaimed') {
      const back = await handover.checkIn(setup.roles.moderator, booking._id, [
        { unit_id: units[0]!, outcome: 'repair', claim: CLAIM },
      ] as never)
      expect(back.json()).toMatchObject({ status: 'confirmed', deposit: { status: 'held' } })
    }
    prepared.push({ id: booking._id, units })
  }
  suite.clock.set(PAST_GRACE)
  return prepared
}

/** One request of a race, as the desk sends it; answers what it got back. */
async function send(kind: EndingKind, bookingId: string, units: string[]): Promise<RaceAnswer> {
  const res =
    kind === 'check_in'
      ? await handover.checkIn(
          setup.roles.moderator,
          bookingId,
          units.map((unit_id) => ({ unit_id, outcome: 'fine' })),
        )
      : kind === 'no_show'
        ? await handover.noShow(setup.roles.moderator, bookingId)
        : kind === 'cancel'
          ? await desk.cancel(setup.roles.admin, bookingId, CANCEL_BODY)
          : await suite.app.inject({
              method: 'POST',
              url: `/api/desk/bookings/${bookingId}/deposit/decision`,
              headers: { ...setup.roles.admin, 'idempotency-key': newKey() },
              payload: DECISION_BODY,
            })
  return {
    kind,
    status: res.statusCode,
    code: res.statusCode === 200 ? null : (res.json().code ?? null),
    units,
  }
}

/**
 * Fires the 20 requests of one race at once in a drawn order, runs the booking clock twice,
 * and checks what the desk, the provider and the family would see.
 */
async function race(start: RaceStart, { id, units }: Prepared) {
  const { provider } = suite.app.payments
  const releases = jest.spyOn(provider, 'releaseHold')
  const captures = jest.spyOn(provider, 'captureHold')
  try {
    // The units still out are raced for (the one back with a claim is not).
    const raced = start === 'oneBackClaimed' ? units.slice(1) : units
    const checkIns = raceCheckIns(start, raced)
    let checkIn = 0
    const requests = mixedKinds(random).map((kind) => ({
      kind,
      units: kind === 'check_in' ? checkIns[checkIn++]! : [],
    }))
    const answers = await Promise.all(requests.map(({ kind, units }) => send(kind, id, units)))
    expectRaceAnswers(start, answers, raced)
    const decided = answers.some((answer) => answer.kind === 'decision' && answer.status === 200)
    if (start === 'oneBackClaimed' && !decided) {
      // Every decision came while a unit was out: the admin decides once it is back.
      expect(await send('decision', id, [])).toMatchObject({ status: 200 })
    }
    await runClock(suite.app)
    const outcome = await raceOutcome(suite.db, id)
    expectOneEnding(start, outcome, answers, units)
    expectDecidedOnce(outcome, 0)
    // The provider was asked to release the hold once, and to capture nothing.
    const [hold] = outcome.holds
    const calls = releases.mock.calls.filter(([call]) => call.holdId === hold!.providerHoldId)
    expect(calls).toHaveLength(1)
    expect(captures).not.toHaveBeenCalled()
    await expectMoneyAddsUp(suite.db)
  } finally {
    releases.mockRestore()
    captures.mockRestore()
  }
}

/**
 * Runs a round of the booking clock whose placement of a hold reaches the provider (the hold is
 * authorised there) and waits for its answer until `answered` is called; resolves once the
 * provider was called, with the round and the way to let it go on.
 */
async function placementUnderWay() {
  const { provider } = suite.app.payments
  const place = provider.placeHold.bind(provider)
  let answer = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  let called = () => {}
  const calling = new Promise<void>((resolve) => {
    called = resolve
  })
  const placing = jest.spyOn(provider, 'placeHold').mockImplementation(async (request) => {
    const hold = await place(request)
    called()
    await answered
    return hold
  })
  const round = suite.app.bookingClock.runOnce()
  await calling
  return {
    async answer() {
      answer()
      await round
      placing.mockRestore()
    },
  }
}

describeOnPostgres('the endings of a booking raced at the desk, 20 at a time (PostgreSQL)', () => {
  it('a no-show or an admin cancel ends a booking nobody came for, once, and its hold goes back once', async () => {
    for (const booking of await prepare('waiting', ['ZHC601-S'])) await race('waiting', booking)
  })

  it('a no-show or an admin cancel while the hold is being placed releases the hold placed, once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      suite.clock.set('2027-03-01T10:00:00Z')
      const { booking } = await paidBooking(suite.app, [suite.ids['ZHC601-S']!])
      const [unit] = (await suggestions(booking._id)).get(suite.ids['ZHC601-S']!)!
      // Past the grace on the pickup day, the first hold is placed late: the provider has it,
      // its answer is on its way, when the desk ends the booking.
      suite.clock.set(PAST_GRACE)
      const placement = await placementUnderWay()
      const answers = await Promise.all(
        mixedKinds(random).map((kind) =>
          send(kind, booking._id, kind === 'check_in' ? [unit!] : []),
        ),
      )
      expectRaceAnswers('waiting', answers, [])
      await placement.answer()
      await runClock(suite.app)
      const outcome = await raceOutcome(suite.db, booking._id)
      expectOneEnding('waiting', outcome, answers, [])
      // Nothing is left authorised on the family's card: the hold placed was released.
      expect(outcome.atProvider.map((hold) => [hold.status, hold.cancellationReason])).toEqual([
        ['canceled', 'requested_by_customer'],
      ])
      expectDecidedOnce(outcome, 0)
      await expectMoneyAddsUp(suite.db)
    }
  })

  it('the last unit back completes a booking with a claim once, and keeping nothing is decided once', async () => {
    const bookings = await prepare('oneBackClaimed', ['ZST405-B', 'ZCS123-K'])
    for (const booking of bookings) await race('oneBackClaimed', booking)
  })

  it('check-ins of every unit out complete the booking once, and its deposit goes back once', async () => {
    for (const booking of await prepare('allOut', ['ZTC502-J', 'ZBS311-B'])) {
      await race('allOut', booking)
    }
  })
})
