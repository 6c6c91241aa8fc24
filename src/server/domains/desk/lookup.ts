import { desc, or, sql } from 'drizzle-orm'
import type { DeskBookingPage } from '../../../shared/contract/desk-bookings'
import type { Language } from '../../../shared/domain/languages'
import { bookings, users } from '../../db/schema'
import { AppError } from '../../errors'
import type { DeskContext } from './context'
import { deskQuery, toDeskBookings } from './desk-rows'

/** A LIKE pattern matching `text` anywhere, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Lower case, accents off: the same folding as the database's desk_fold(). */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

const encodeOffset = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url')
function decodeOffset(cursor: string | undefined) {
  if (!cursor) return 0
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'Invalid request: querystring/cursor is not a cursor',
    )
  }
  return Number(match[1])
}

/**
 * Bookings whose reference, traveller's email or last name, or phone contains `q`: case and
 * accents ignored, and for a phone only its digits compared. Across all dates and locations,
 * latest pickup first.
 */
export async function findBookings(
  ctx: DeskContext,
  args: { q: string; limit: number; cursor?: string; language: Language },
): Promise<DeskBookingPage> {
  const offset = decodeOffset(args.cursor)
  const text = containing(fold(args.q.trim()))
  const digits = args.q.replace(/\D/g, '')
  const matches = [
    sql`desk_fold(${bookings.reference}) like ${text}`,
    sql`desk_fold(${users.email}) like ${text}`,
    sql`desk_fold(${users.lastName}) like ${text}`,
  ]
  if (digits.length >= 3) {
    matches.push(
      sql`regexp_replace(${bookings.phone}, '[^0-9]', '', 'g') like ${containing(digits)}`,
    )
  }
  const rows = await deskQuery(ctx.db)
    .where(or(...matches))
    .orderBy(desc(bookings.startDate), desc(bookings.pickupTime), desc(bookings.id))
    .limit(args.limit + 1)
    .offset(offset)
  const page = rows.slice(0, args.limit)
  return {
    items: await toDeskBookings(ctx, { rows: page, language: args.language, now: ctx.now() }),
    next_cursor: rows.length > args.limit ? encodeOffset(offset + args.limit) : null,
  }
}
