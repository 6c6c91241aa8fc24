import { count, eq } from 'drizzle-orm'
import type { Database } from '../../../src/server/db/client'
import { articles, legalPages } from '../../../src/server/db/schema'
import { seedContent } from '../../../src/server/seed/content'
import { createTestDatabase } from '../support/testDatabase'

let database: Database
const eqLocale = (locale: 'en' | 'es') => eq(legalPages.locale, locale)

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database?.close())

const snapshot = async () => ({
  articles: await database.db
    .select({ id: articles.id, updatedAt: articles.updatedAt })
    .from(articles)
    .orderBy(articles.id),
  legal: await database.db
    .select({ locale: legalPages.locale, updatedAt: legalPages.updatedAt })
    .from(legalPages)
    .orderBy(legalPages.locale),
})

describe('published content', () => {
  it('is idempotent and leaves unchanged texts with their original update time', async () => {
    const before = await snapshot()
    await seedContent(database.db)
    await seedContent(database.db)
    expect(await snapshot()).toEqual(before)
    const [[articleCount], [legalCount]] = await Promise.all([
      database.db.select({ n: count() }).from(articles),
      database.db.select({ n: count() }).from(legalPages),
    ])
    expect([articleCount?.n, legalCount?.n]).toEqual([4, 2])
  })

  it('brings an edited text back to the published copy and moves its update time', async () => {
    const [before] = await database.db.select().from(legalPages).where(eqLocale('es'))
    await database.db.update(legalPages).set({ title: 'Edited' }).where(eqLocale('es'))
    await seedContent(database.db)
    const [after] = await database.db.select().from(legalPages).where(eqLocale('es'))
    expect(after?.title).toBe('Aviso legal, privacidad y cookies')
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime())
  })
})
