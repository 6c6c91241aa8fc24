import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import type { AuditAction, AuditEntry, AuditPage } from '../../../shared/contract/desk-bookings'
import type { Db, Tx } from '../../db/client'
import { bookings, staffActions, users } from '../../db/schema'
import { AppError } from '../../errors'

/** One staff action, as the caller's transaction records it next to the change itself. */
export interface StaffActionRecord {
  tx: Tx
  actorId: string
  action: AuditAction
  bookingId?: string | null
  unitId?: string | null
  targetUserId?: string | null
  before: unknown
  after: unknown
  /** When staff took the action, if before it reached the server (taken offline, sent later). */
  takenAt?: Date | null
}

export interface AuditFilter {
  bookingId?: string
  unitId?: string
  actorId?: string
  /** A UTC calendar day, YYYY-MM-DD. */
  day?: string
  limit: number
  cursor?: string
}

export async function recordAction({ tx, ...row }: StaffActionRecord) {
  await tx.insert(staffActions).values({
    actorId: row.actorId,
    action: row.action,
    bookingId: row.bookingId ?? null,
    unitId: row.unitId ?? null,
    targetUserId: row.targetUserId ?? null,
    before: row.before ?? null,
    after: row.after ?? null,
    takenAt: row.takenAt ?? null,
  })
}

/** The cursor is the last row's instant and id: newest first, stable under new rows. */
const encodeCursor = (at: Date, id: string) =>
  Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url')

function decodeCursor(cursor: string): [Date, string] {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [string, string]
    const instant = new Date(at)
    if (Number.isNaN(instant.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw new Error()
    return [instant, id]
  } catch {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'Invalid request: querystring/cursor is not a cursor',
    )
  }
}

export async function listActions(db: Db, filter: AuditFilter): Promise<AuditPage> {
  const conditions: SQL[] = []
  if (filter.bookingId) conditions.push(eq(staffActions.bookingId, filter.bookingId))
  if (filter.unitId) conditions.push(eq(staffActions.unitId, filter.unitId))
  if (filter.actorId) conditions.push(eq(staffActions.actorId, filter.actorId))
  if (filter.day) {
    const start = new Date(`${filter.day}T00:00:00Z`)
    conditions.push(
      gte(staffActions.at, start),
      lt(staffActions.at, new Date(start.getTime() + 86_400_000)),
    )
  }
  if (filter.cursor) {
    const [at, id] = decodeCursor(filter.cursor)
    conditions.push(
      or(lt(staffActions.at, at), and(eq(staffActions.at, at), sql`${staffActions.id} < ${id}`))!,
    )
  }
  const rows = await db
    .select({
      action: staffActions,
      actorEmail: users.email,
      actorRole: users.role,
      reference: bookings.reference,
    })
    .from(staffActions)
    .innerJoin(users, eq(users.id, staffActions.actorId))
    .leftJoin(bookings, eq(bookings.id, staffActions.bookingId))
    .where(and(...conditions))
    .orderBy(desc(staffActions.at), desc(staffActions.id))
    .limit(filter.limit + 1)
  const page = rows.slice(0, filter.limit)
  const last = page.at(-1)
  return {
    items: page.map(({ action, actorEmail, actorRole, reference }): AuditEntry => ({
      id: action.id,
      at: action.at.toISOString(),
      taken_at: action.takenAt?.toISOString() ?? null,
      action: action.action,
      actor: { id: action.actorId, email: actorEmail, role: actorRole },
      booking_id: action.bookingId,
      booking_reference: reference,
      unit_id: action.unitId,
      target_user_id: action.targetUserId,
      before: action.before,
      after: action.after,
    })),
    next_cursor:
      rows.length > filter.limit && last ? encodeCursor(last.action.at, last.action.id) : null,
  }
}
