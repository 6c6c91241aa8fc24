import { eq } from 'drizzle-orm'
import { discountTiers, gear, inventory } from '../../../src/server/db/schema'
import { REFERENCE_DATA_TTL_MS } from '../../../src/server/reference-cache'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'

let ctx: TestContext
const clock = { now: () => new Date('2027-03-01T10:00:00Z') }
const period = {
  pickup_location_code: 'SVQ',
  start_date: '2027-04-09',
  end_date: '2027-04-23',
  pickup_time: '10:00',
  return_time: '18:00',
}

beforeAll(async () => {
  ctx = await startTestApp({}, { clock })
})
afterAll(() => stopTestApp(ctx))
afterEach(() => jest.restoreAllMocks())

const get = (url: string) => ctx.app.inject({ url }).then((res) => res.json())
const search = () => get(`/api/gear?${new URLSearchParams(period)}`)
const price = (gearId: string) =>
  ctx.app
    .inject({
      method: 'POST',
      url: '/api/pricing/calculate',
      payload: { ...period, gear_ids: [gearId] },
    })
    .then((res) => res.json())
/** Moves the wall clock the reference data is kept by past its time to live. */
const afterTtl = () => {
  const later = Date.now() + REFERENCE_DATA_TTL_MS + 1
  jest.spyOn(Date, 'now').mockReturnValue(later)
}

describe('catalogue and pricing model kept in memory', () => {
  it('finds gear added after the catalogue was read, in details, search and pricing', async () => {
    await search()
    const [added] = await ctx.database.db
      .insert(gear)
      .values({
        code: 'ZHC999-N',
        category: 'high_chair',
        ageGroup: 'child',
        brand: 'Stokke',
        names: { en: 'New high chair', es: 'Trona nueva' },
        descriptions: { en: 'New.', es: 'Nueva.' },
        technicalDetails: [],
        images: [],
        pricePerDayCents: 400,
        depositCents: 1000,
      })
      .returning()
    await ctx.database.db
      .insert(inventory)
      .values({ gearId: added!.id, locationCode: 'SVQ', stock: 2 })

    expect((await get(`/api/gear/${added!.id}`)).name).toBe('New high chair')
    const listed = (await search()).items.find((item: { _id: string }) => item._id === added!.id)
    expect(listed).toMatchObject({ code: 'ZHC999-N', available_stock: 2 })
    expect((await price(added!.id)).items[0]).toMatchObject({ original_price_per_day: 400 })
  })

  it('shows a price or discount change once the time to live has passed', async () => {
    const [first] = (await search()).items as { _id: string; price_per_day: number }[]
    const before = await price(first!._id)
    await ctx.database.db
      .update(gear)
      .set({ pricePerDayCents: first!.price_per_day + 100 })
      .where(eq(gear.id, first!._id))
    await ctx.database.db.update(discountTiers).set({ active: false })

    expect((await price(first!._id)).grand_total).toBe(before.grand_total)
    afterTtl()
    const after = await price(first!._id)
    expect(after.discount).toBeNull()
    expect(after.items[0].original_price_per_day).toBe(first!.price_per_day + 100)
    expect((await get(`/api/gear/${first!._id}`)).price_per_day).toBe(first!.price_per_day + 100)
  })

  it('reads stock live: a change of stock shows in the next search', async () => {
    const [first] = (await search()).items as { _id: string; available_stock: number }[]
    await ctx.database.db
      .update(inventory)
      .set({ stock: first!.available_stock + 3 })
      .where(eq(inventory.gearId, first!._id))
    const again = (await search()).items.find((item: { _id: string }) => item._id === first!._id)
    expect(again.available_stock).toBe(first!.available_stock + 3)
  })
})
