import type { articles, legalPages } from '../../db/schema'

/** An article as the seed keeps it: the body in the Markdown subset of services/content. */
export type SeedArticle = Omit<typeof articles.$inferInsert, 'createdAt' | 'updatedAt'>

export type SeedLegalPage = Omit<typeof legalPages.$inferInsert, 'createdAt' | 'updatedAt'>
