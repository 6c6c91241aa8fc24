import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { SUPPORTED_LANGUAGES } from '../../../shared/domain/languages'
import { users } from './accounts'
import { createdAt, generatedId, instant } from './columns'

/**
 * A traveller's bug report for support staff: the recorded actions and the state they start
 * from, kept as the JSON strings Redux DevTools imports, with the description and context.
 */
export const supportReports = pgTable(
  'support_reports',
  {
    id: generatedId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    payload: text('payload').notNull(),
    preloadedState: text('preloaded_state').notNull(),
    appVersion: text('app_version').notNull(),
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull(),
    route: text('route').notNull(),
    recordedAt: instant('recorded_at').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('support_reports_language_check', sql`${table.language} in ('en', 'es')`),
    index('support_reports_created_idx').on(table.createdAt),
  ],
)
