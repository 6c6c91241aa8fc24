/**
 * One contract, two storages: every case runs against files kept in PostgreSQL (the default)
 * and in an S3-compatible bucket (the in-process fake, reached through the AWS SDK).
 */
import { randomBytes, randomUUID, createHash } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { storedFiles } from '../../../src/server/db/schema'
import type { Clock } from '../../../src/server/plugins/clock'
import { startFakeS3, type FakeS3 } from '../support/fakeS3'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'

const DAY_MS = 24 * 3_600_000

/** A clock the test moves by hand. */
function handClock(start: Date) {
  let now = start
  const clock: Clock = { now: () => now }
  return { clock, advance: (ms: number) => (now = new Date(now.getTime() + ms)) }
}

/** Every byte value, then random ones: what goes in must come out exactly. */
const someBytes = (size = 70_000) =>
  Buffer.concat([Buffer.from([...Array(256).keys()]), randomBytes(size)])

interface Storage {
  name: string
  env: () => Record<string, string>
  /** The bytes kept for a file outside its row, if any. */
  objectOf: (id: string) => Buffer | undefined
}

let fake: FakeS3
beforeAll(async () => {
  fake = await startFakeS3()
})
afterAll(() => fake.close())

const STORAGES: Storage[] = [
  { name: 'PostgreSQL', env: () => ({}), objectOf: () => undefined },
  {
    name: 'an S3-compatible bucket',
    env: () => fake.env,
    objectOf: (id) => fake.objects.get(id)?.bytes,
  },
]

describe.each(STORAGES)('files kept in $name', (storage) => {
  let ctx: TestContext
  let time: ReturnType<typeof handClock>
  beforeAll(async () => {
    time = handClock(new Date('2027-03-01T10:00:00Z'))
    ctx = await startTestApp(storage.env(), { clock: time.clock })
  })
  afterAll(() => stopTestApp(ctx))

  const store = (bytes: Buffer = someBytes()) =>
    ctx.app.files.store({
      purpose: 'claim_photo',
      bytes,
      contentType: 'image/jpeg',
      uploadedBy: null,
    })
  const rowsOf = (ids: string[]) =>
    ctx.app.db.select().from(storedFiles).where(inArray(storedFiles.id, ids))

  it('reads back exactly the bytes it stored, with their size, type and SHA-256', async () => {
    const bytes = someBytes()
    const file = await store(bytes)
    expect(file).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      contentType: 'image/jpeg',
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    })
    const read = await ctx.app.files.read({ id: file.id })
    expect(read).toEqual({ bytes, contentType: 'image/jpeg', sizeBytes: bytes.length })
    expect(read!.bytes.equals(bytes)).toBe(true)

    const [row] = await rowsOf([file.id])
    if (storage.name === 'PostgreSQL') {
      expect(row).toMatchObject({ storage: 'database', attachedAt: null })
      expect(row!.data!.equals(bytes)).toBe(true)
    } else {
      expect(row).toMatchObject({ storage: 's3', data: null, attachedAt: null })
      expect(storage.objectOf(file.id)!.equals(bytes)).toBe(true)
    }
  })

  it('stores an empty file and a file from a Uint8Array view as they are', async () => {
    const empty = await store(Buffer.alloc(0))
    expect((await ctx.app.files.read({ id: empty.id }))!.bytes.length).toBe(0)
    const backing = someBytes(1000)
    const view = new Uint8Array(backing.buffer, backing.byteOffset + 10, 500)
    const file = await ctx.app.files.store({
      purpose: 'claim_photo',
      bytes: view,
      contentType: 'image/png',
      uploadedBy: null,
    })
    const read = await ctx.app.files.read({ id: file.id })
    expect(read!.bytes.equals(Buffer.from(view))).toBe(true)
    expect(read!.contentType).toBe('image/png')
  })

  it('answers null for an id it does not know, well formed or not', async () => {
    expect(await ctx.app.files.read({ id: randomUUID() })).toBeNull()
    expect(await ctx.app.files.read({ id: 'not-a-file' })).toBeNull()
  })

  it('writes no row when the transaction it was stored in rolls back', async () => {
    let id = ''
    await expect(
      ctx.app.db.transaction(async (tx) => {
        id = (
          await ctx.app.files.store({
            tx,
            purpose: 'claim_photo',
            bytes: someBytes(10),
            contentType: 'image/webp',
            uploadedBy: null,
          })
        ).id
        throw new Error('the claim failed')
      }),
    ).rejects.toThrow('the claim failed')
    expect(await rowsOf([id])).toEqual([])
    expect(await ctx.app.files.read({ id })).toBeNull()
    // In a bucket the object was written first: it stays, an orphan no row points to.
    if (storage.name !== 'PostgreSQL') expect(storage.objectOf(id)).toBeDefined()
  })

  it('keeps attached files and sweeps those never attached after a day, bytes and all', async () => {
    const old = await store()
    const oldAttached = await store()
    time.advance(DAY_MS / 2)
    const recent = await store()
    await ctx.app.db.transaction((tx) =>
      ctx.app.files.attach({ tx, ids: [oldAttached.id, oldAttached.id] }),
    )
    time.advance(DAY_MS / 2 + 1)

    const cutoff = new Date(time.clock.now().getTime() - DAY_MS)
    expect(await ctx.app.files.sweepUnattached({ olderThan: cutoff })).toBeGreaterThanOrEqual(1)
    expect(await ctx.app.files.read({ id: old.id })).toBeNull()
    expect(await rowsOf([old.id])).toEqual([])
    expect(storage.objectOf(old.id)).toBeUndefined()
    for (const kept of [oldAttached, recent]) {
      expect((await ctx.app.files.read({ id: kept.id }))?.sizeBytes).toBe(kept.sizeBytes)
    }
    const [attached] = await rowsOf([oldAttached.id])
    expect(attached!.attachedAt).toEqual(new Date('2027-03-01T22:00:00Z'))
    // Nothing else is due: a second sweep removes nothing.
    expect(await ctx.app.files.sweepUnattached({ olderThan: cutoff })).toBe(0)
  })

  it('sweeps on the booking clock, a day after the upload', async () => {
    await ctx.app.files.sweepUnattached({ olderThan: new Date(time.clock.now().getTime() + 1) })
    const file = await store()
    expect((await ctx.app.bookingClock.runOnce()).filesSwept).toBe(0)
    time.advance(DAY_MS + 1)
    expect((await ctx.app.bookingClock.runOnce()).filesSwept).toBe(1)
    expect(await ctx.app.files.read({ id: file.id })).toBeNull()
  })

  it('sweeps each file once when several processes sweep together', async () => {
    const files = await Promise.all(Array.from({ length: 6 }, () => store(someBytes(100))))
    time.advance(DAY_MS + 1)
    const cutoff = new Date(time.clock.now().getTime() - DAY_MS)
    const swept = await Promise.all(
      Array.from({ length: 3 }, () => ctx.app.files.sweepUnattached({ olderThan: cutoff })),
    )
    expect(swept.reduce((sum, n) => sum + n, 0)).toBe(6)
    expect(await rowsOf(files.map((file) => file.id))).toEqual([])
    for (const file of files) expect(storage.objectOf(file.id)).toBeUndefined()
  })

  it('attaches only files that exist: 404 for one that is gone, and nothing changes', async () => {
    const file = await store()
    await expect(
      ctx.app.db.transaction((tx) => ctx.app.files.attach({ tx, ids: [file.id, randomUUID()] })),
    ).rejects.toMatchObject({ statusCode: 404, code: 'NOT_FOUND' })
    await expect(
      ctx.app.db.transaction((tx) => ctx.app.files.attach({ tx, ids: ['nope'] })),
    ).rejects.toMatchObject({ statusCode: 404 })
    const [row] = await rowsOf([file.id])
    expect(row!.attachedAt).toBeNull()
    await ctx.app.db.transaction((tx) => ctx.app.files.attach({ tx, ids: [] }))
  })
})

describe('a site that moves its files to S3', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await startTestApp(fake.env)
  })
  afterAll(() => stopTestApp(ctx))

  it('still reads the files kept in PostgreSQL before', async () => {
    const bytes = someBytes(500)
    const [row] = await ctx.app.db
      .insert(storedFiles)
      .values({
        purpose: 'claim_photo',
        contentType: 'image/png',
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storage: 'database',
        data: bytes,
      })
      .returning({ id: storedFiles.id })
    const read = await ctx.app.files.read({ id: row!.id })
    expect(read!.bytes.equals(bytes)).toBe(true)
    expect(fake.objects.has(row!.id)).toBe(false)
  })

  it('throws, rather than answering "no such file", while the bucket cannot be reached', async () => {
    const file = await ctx.app.files.store({
      purpose: 'claim_photo',
      bytes: someBytes(10),
      contentType: 'image/jpeg',
      uploadedBy: null,
    })
    fake.state.down = true
    try {
      await expect(ctx.app.files.read({ id: file.id })).rejects.toThrow()
    } finally {
      fake.state.down = false
    }
    // A row exists only for an object written: a failed upload leaves no row behind.
    fake.state.down = true
    try {
      await expect(
        ctx.app.files.store({
          purpose: 'claim_photo',
          bytes: someBytes(10),
          contentType: 'image/jpeg',
          uploadedBy: null,
        }),
      ).rejects.toThrow()
    } finally {
      fake.state.down = false
    }
    expect(
      await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.storage, 's3')),
    ).toHaveLength(1)
  })
})
