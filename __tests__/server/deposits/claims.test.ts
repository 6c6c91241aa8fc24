/**
 * Damage claimed with evidence, and the family can answer (docs/money.md): a claim at check-in
 * with photos, the family's dispute, the admin's one decision, the hold captured for what is
 * kept and the rest released.
 */
import sharp from 'sharp'
import { eq } from 'drizzle-orm'
import { outboxEmails, rentalAgreements } from '../../../src/server/db/schema'
import {
  handoverSuite,
  paidBooking,
  PICKUP_MORNING,
  suggestedUnits,
} from '../desk/handover-helpers'
import { newKey, type Auth } from '../desk/helpers'
import { depositRow, emailsOf, holdsOf, runClock, travellerView } from '../support/deposits'

const setup = handoverSuite()
const { suite, desk, handover } = setup

const HOLD_TIME = '2027-04-08T08:00:00Z'

const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#b33a3a' } })
    .jpeg()
    .toBuffer()

async function upload(auth: Auth, body: Buffer, type = 'image/jpeg') {
  return suite.app.inject({
    method: 'POST',
    url: '/api/desk/claim-photos',
    headers: { ...auth, 'content-type': type },
    payload: body,
  })
}

const decide = (id: string, body: object, key = newKey()) =>
  suite.app.inject({
    method: 'POST',
    url: `/api/desk/bookings/${id}/deposit/decision`,
    headers: { ...setup.roles.admin, 'idempotency-key': key },
    payload: body,
  })

const disputeAs = (auth: Auth, id: string, message: string) =>
  suite.app.inject({
    method: 'POST',
    url: `/api/bookings/${id}/deposit/dispute`,
    headers: auth,
    payload: { message },
  })

/** A stroller booking paid, its deposit held, its unit out on the pickup morning. */
async function strollerOut(code = 'ZST405-B', agreement?: object) {
  suite.clock.set('2027-03-01T10:00:00Z')
  const booked = await paidBooking(suite.app, [suite.ids[code]!])
  suite.clock.set(HOLD_TIME)
  await runClock(suite.app)
  suite.clock.set(PICKUP_MORNING)
  const [unitId] = await suggestedUnits(handover, setup.roles.moderator, booked.booking._id)
  await handover.checkOut(
    setup.roles.moderator,
    booked.booking._id,
    [{ unit_id: unitId! }],
    agreement,
  )
  return { ...booked, unitId: unitId! }
}

describe('a unit back for repair with a claim and a photo', () => {
  it('is claimed, shown and emailed to the family, answered, and decided: 25 € kept, the rest released', async () => {
    const { booking, auth, traveller, unitId } = await strollerOut()
    const uploaded = await upload(setup.roles.moderator, await photo())
    expect(uploaded.statusCode).toBe(201)
    const photoId = uploaded.json().id

    const back = await handover.checkIn(setup.roles.moderator, booking._id, [
      {
        unit_id: unitId,
        outcome: 'repair',
        note: 'Front wheel bent',
        claim: { amount: 4000, reason: 'damaged', note: 'Front wheel bent', photo_ids: [photoId] },
      },
    ] as never)
    expect(back.statusCode).toBe(200)
    expect(back.json()).toMatchObject({
      status: 'completed',
      deposit: {
        status: 'held',
        dispute_until: '2027-04-16T08:30:00.000Z',
        can_dispute: true,
        can_keep: false,
        claims: [{ amount: 4000, reason: 'damaged', note: 'Front wheel bent' }],
      },
    })

    const [email] = await emailsOf(suite.app, traveller.email, 'damage_claim')
    expect(email?.textBody).toContain('we propose to keep €40.00 of your deposit')
    expect(email?.textBody).toContain('damaged, €40.00 · Front wheel bent')
    expect(email?.attachments).toEqual([{ fileId: photoId, filename: 'claim-photo-1.jpg' }])

    const seen = (await travellerView(suite.app, auth, booking._id)).deposit
    const [shown] = seen.claims[0].photos
    expect(shown.id).toBe(photoId)
    const image = await suite.app.inject({ url: shown.url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/jpeg')
    expect((await sharp(image.rawPayload).metadata()).width).toBe(64)

    expect((await decide(booking._id, { keep_amount: 2500 })).json()).toMatchObject({
      statusCode: 409,
      code: 'DECISION_TOO_EARLY',
    })
    const answered = await disputeAs(auth, booking._id, 'The wheel was bent when we got it.')
    expect(answered.statusCode).toBe(200)
    expect(answered.json().deposit).toMatchObject({
      can_dispute: true,
      history: [
        { kind: 'claimed', by: 'staff', amount: 4000 },
        { kind: 'disputed', by: 'family', message: 'The wheel was bent when we got it.' },
      ],
    })
    expect((await decide(booking._id, { keep_amount: 4001 })).json()).toMatchObject({
      statusCode: 422,
      code: 'DECISION_TOO_LARGE',
    })
    const key = newKey()
    const decided = await decide(booking._id, { keep_amount: 2500, note: 'Half the repair' }, key)
    expect(decided.statusCode).toBe(200)
    expect(decided.json().deposit).toMatchObject({
      status: 'partly_claimed',
      claimed: 2500,
      released: booking.pricing.deposit - 2500,
      can_keep: false,
      can_dispute: false,
    })
    expect(
      (await decide(booking._id, { keep_amount: 2500, note: 'Half the repair' }, key)).statusCode,
    ).toBe(200)
    // What is kept gets a numbered receipt of its own series, outside VAT, once.
    const receipts = (await suite.app.invoices.ofBooking({ bookingId: booking._id })).filter(
      (record) => record.kind === 'damage_receipt',
    )
    expect(receipts).toEqual([
      expect.objectContaining({ series: expect.stringMatching(/^D\d{4}$/), totalCents: 2500 }),
    ])
    expect(receipts[0]).toMatchObject({ vatCents: 0, vatBreakdown: [] })
    expect((await decide(booking._id, { keep_amount: 0 })).json()).toMatchObject({
      code: 'ALREADY_DECIDED',
    })
    expect((await disputeAs(auth, booking._id, 'Too late?')).json()).toMatchObject({
      code: 'DISPUTE_CLOSED',
    })

    await runClock(suite.app)
    const [hold] = await holdsOf(suite.app, booking._id)
    expect(hold).toMatchObject({
      status: 'captured',
      capturedCents: 2500,
      atProvider: { status: 'succeeded', capturedCents: 2500 },
    })
    const [decision] = await emailsOf(suite.app, traveller.email, 'claim_decided')
    expect(decision?.textBody).toContain('we keep €25.00 of your deposit and release €125.00')
    const [released] = await emailsOf(suite.app, traveller.email, 'deposit_released')
    expect(released?.textBody).toContain('We kept €25.00 of the deposit')
  })

  it('releases everything at once when the admin keeps nothing, without waiting for the family', async () => {
    const { booking, unitId } = await strollerOut('ZST417-Y')
    await handover.checkIn(setup.roles.moderator, booking._id, [
      { unit_id: unitId, outcome: 'cleaning', claim: { amount: 1500, reason: 'deep_cleaning' } },
    ] as never)
    const attention = (await desk.attention(setup.roles.moderator)).json()
    expect(attention.items).toContainEqual(
      expect.objectContaining({
        kind: 'claim_open',
        // Claimed at 10:30 on the pickup day: the family may answer for 7 days.
        action: expect.stringMatching(/The family may answer until 16 April 2027 at 10:30\.$/),
        booking: expect.objectContaining({
          id: booking._id,
          deposit_dispute_until: '2027-04-16T08:30:00.000Z',
        }),
      }),
    )
    const decided = await decide(booking._id, { keep_amount: 0 })
    expect(decided.json().deposit).toMatchObject({ status: 'released', claimed: 0 })
    await runClock(suite.app)
    expect((await holdsOf(suite.app, booking._id))[0]).toMatchObject({ status: 'released' })
  })

  it('keeps the claimed amount held while the family may answer, renewing the hold for it', async () => {
    const { booking, unitId } = await strollerOut()
    await handover.checkIn(setup.roles.moderator, booking._id, [
      { unit_id: unitId, outcome: 'missing', claim: { amount: 15000, reason: 'missing' } },
    ] as never)
    suite.clock.set('2027-04-14T08:00:00Z')
    await runClock(suite.app)
    const holds = await holdsOf(suite.app, booking._id)
    expect(holds.map((hold) => [hold.status, hold.amountCents])).toEqual([
      ['released', 15000],
      ['held', 15000],
    ])
    suite.clock.set('2027-04-16T09:00:00Z')
    expect((await decide(booking._id, { keep_amount: 15000 })).json().deposit).toMatchObject({
      status: 'claimed',
      released: 0,
    })
    await runClock(suite.app)
    expect((await holdsOf(suite.app, booking._id))[1]).toMatchObject({
      status: 'captured',
      capturedCents: 15000,
    })
    expect(await depositRow(suite.app, booking._id)).toMatchObject({ status: 'claimed' })
  })
})

describe('a claim on gear the family signed for', () => {
  it('sends the signed rental agreement with the claim', async () => {
    const png = await sharp({
      create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="300" height="100"><path d="M20 50 L280 60" stroke="black" stroke-width="4"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer()
    const { booking, traveller, unitId } = await strollerOut('ZHC601-S', {
      agreement: {
        signer_name: 'Ana García',
        signature_png: png.toString('base64'),
        language: 'en',
      },
    })
    const back = await handover.checkIn(setup.roles.moderator, booking._id, [
      {
        unit_id: unitId,
        outcome: 'repair',
        claim: { amount: 1000, reason: 'damaged', note: 'Handle broken', photo_ids: [] },
      },
    ] as never)
    expect(back.statusCode).toBe(200)
    const [agreement] = await suite.db
      .select()
      .from(rentalAgreements)
      .where(eq(rentalAgreements.bookingId, booking._id))
    const [email] = await emailsOf(suite.app, traveller.email, 'damage_claim')
    expect(email?.attachments).toEqual([
      { fileId: agreement!.fileId, filename: `agreement-${booking.reference}.pdf` },
    ])
    expect(email?.textBody).toContain('The rental agreement you signed on')
  })
})

describe('a claim while gear is still out', () => {
  it('waits for the rest of the gear before anything is decided', async () => {
    suite.clock.set('2027-03-01T10:00:00Z')
    const cot = suite.ids['ZTC502-J']!
    const { booking } = await paidBooking(suite.app, [cot, cot])
    suite.clock.set(HOLD_TIME)
    await runClock(suite.app)
    suite.clock.set(PICKUP_MORNING)
    const units = await suggestedUnits(handover, setup.roles.moderator, booking._id)
    await handover.checkOut(
      setup.roles.moderator,
      booking._id,
      units.map((unit_id) => ({ unit_id })),
    )
    await handover.checkIn(setup.roles.moderator, booking._id, [
      { unit_id: units[0]!, outcome: 'repair', claim: { amount: 2000, reason: 'damaged' } },
    ] as never)
    expect((await decide(booking._id, { keep_amount: 0 })).json()).toMatchObject({
      statusCode: 409,
      code: 'UNITS_STILL_OUT',
    })
    await handover.checkIn(setup.roles.moderator, booking._id, [
      { unit_id: units[1]!, outcome: 'fine' },
    ])
    expect(await depositRow(suite.app, booking._id)).toMatchObject({ status: 'held' })
    expect((await decide(booking._id, { keep_amount: 0 })).statusCode).toBe(200)
  })
})

describe('claims that do not fit', () => {
  it('refuses a claim on a unit back fine, above its share, or with a photo not the desk’s, changing nothing', async () => {
    const { booking, unitId } = await strollerOut()
    const used = (await upload(setup.roles.moderator, await photo())).json().id
    const cases: [object, string][] = [
      [{ outcome: 'fine', claim: { amount: 100, reason: 'damaged' } }, 'CLAIM_NOT_ALLOWED'],
      [{ outcome: 'repair', claim: { amount: 15001, reason: 'damaged' } }, 'CLAIM_TOO_LARGE'],
      [
        {
          outcome: 'repair',
          claim: { amount: 100, reason: 'damaged', photo_ids: [crypto.randomUUID()] },
        },
        'CLAIM_PHOTO_INVALID',
      ],
    ]
    for (const [unit, code] of cases) {
      const res = await handover.checkIn(setup.roles.moderator, booking._id, [
        { unit_id: unitId, ...unit },
      ] as never)
      expect(res.json()).toMatchObject({ statusCode: 422, code })
    }
    expect((await desk.detail(setup.roles.moderator, booking._id)).json()).toMatchObject({
      status: 'confirmed',
      can_check_in: true,
      deposit: { claims: [] },
    })
    // A photo used by one claim cannot be sent with another.
    await handover.checkIn(setup.roles.moderator, booking._id, [
      {
        unit_id: unitId,
        outcome: 'repair',
        claim: { amount: 100, reason: 'damaged', photo_ids: [used] },
      },
    ] as never)
    const other = await strollerOut('ZST417-Y')
    const again = await handover.checkIn(setup.roles.moderator, other.booking._id, [
      {
        unit_id: other.unitId,
        outcome: 'repair',
        claim: { amount: 100, reason: 'damaged', photo_ids: [used] },
      },
    ] as never)
    expect(again.json()).toMatchObject({ code: 'CLAIM_PHOTO_INVALID' })
  })

  it('takes photos only from staff, and only photos', async () => {
    const jpeg = await photo()
    expect((await upload(setup.roles.guest, jpeg)).statusCode).toBe(401)
    expect((await upload(setup.roles.traveller, jpeg)).statusCode).toBe(403)
    expect(
      (await upload(setup.roles.moderator, Buffer.from('not an image'), 'image/jpeg')).json(),
    ).toMatchObject({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    })
    expect((await upload(setup.roles.moderator, jpeg, 'text/plain')).json()).toMatchObject({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    })
  })

  it('shows a photo for an hour, to that booking’s address only, and lets only its family answer', async () => {
    const { booking, auth, unitId } = await strollerOut('ZBS311-B')
    const photoId = (await upload(setup.roles.moderator, await photo())).json().id
    await handover.checkIn(setup.roles.moderator, booking._id, [
      {
        unit_id: unitId,
        outcome: 'repair',
        claim: { amount: 500, reason: 'damaged', photo_ids: [photoId] },
      },
    ] as never)
    const { url } = (await travellerView(suite.app, auth, booking._id)).deposit.claims[0].photos[0]
    suite.clock.set('2027-03-01T10:00:00Z')
    const other = await paidBooking(suite.app, [suite.ids['ZCS123-K']!])
    suite.clock.set(PICKUP_MORNING)
    const elsewhere = suite.app.links.sign({
      purpose: 'claim_photo',
      bookingId: other.booking._id,
      subject: photoId,
      expiresAt: new Date('2027-04-10T00:00:00Z'),
    })
    expect(
      (await suite.app.inject({ url: `/api/claim-photos?token=${elsewhere}` })).statusCode,
    ).toBe(404)
    expect((await suite.app.inject({ url: `${url}x` })).statusCode).toBe(400)
    expect((await disputeAs(other.auth, booking._id, 'Not mine')).statusCode).toBe(404)
    suite.clock.advanceMinutes(61)
    expect((await suite.app.inject({ url })).json()).toMatchObject({ code: 'LINK_EXPIRED' })
    const emails = await suite.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'damage_claim'))
    expect(emails.every((email) => !email.textBody.includes('/api/claim-photos'))).toBe(true)
  })
})
