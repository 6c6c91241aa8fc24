import { and, asc, count, eq } from 'drizzle-orm'
import type { Child, ChildInput } from '../../../shared/contract/children'
import {
  CHILD_HEIGHT_CM,
  CHILD_NAME_MAX_LENGTH,
  CHILD_WEIGHT_KG,
  CHILDREN_PER_ACCOUNT,
  findChildProblems,
  normaliseChild,
  type ChildProblem,
} from '../../../shared/domain/childProfiles'
import { childProfiles, users } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import type { AccountContext } from './context'

type ChildRow = typeof childProfiles.$inferSelect

/** English messages of the rules; the app shows its own translations. */
const MESSAGES: Record<ChildProblem['code'], string> = {
  CHILD_NAME_TOO_LONG: `The name cannot exceed ${CHILD_NAME_MAX_LENGTH} characters`,
  CHILD_BIRTH_MONTH_INVALID: 'Please enter the month of birth as YYYY-MM, not in the future',
  CHILD_HEIGHT_OUT_OF_RANGE: `Please enter a height between ${CHILD_HEIGHT_CM.min} and ${CHILD_HEIGHT_CM.max} cm`,
  CHILD_WEIGHT_OUT_OF_RANGE: `Please enter a weight between ${CHILD_WEIGHT_KG.min} and ${CHILD_WEIGHT_KG.max} kg`,
}

const toChild = (row: ChildRow): Child => ({
  id: row.id,
  name: row.name,
  birth_month: row.birthMonth,
  height_cm: row.heightMm === null ? null : row.heightMm / 10,
  weight_kg: row.weightHg === null ? null : row.weightHg / 10,
})

/** The child as stored, checked field by field (422 with the first problem, every one in details). */
function checkedChild(input: ChildInput) {
  const problems = findChildProblems(input, new Date().toISOString().slice(0, 7))
  const [first] = problems
  if (first) {
    throw new AppError(
      422,
      first.code,
      MESSAGES[first.code],
      problems.map(({ field, code }) => ({ path: `body/${field}`, message: MESSAGES[code] })),
    )
  }
  const child = normaliseChild(input)
  return {
    name: child.name,
    birthMonth: child.birth_month,
    heightMm: child.height_cm === null ? null : Math.round(child.height_cm * 10),
    weightHg: child.weight_kg === null ? null : Math.round(child.weight_kg * 10),
  }
}

const childNotFound = () => notFound('This child is not on your account')

export async function listChildren(
  ctx: Pick<AccountContext, 'db'>,
  { userId }: { userId: string },
): Promise<Child[]> {
  const rows = await ctx.db
    .select()
    .from(childProfiles)
    .where(eq(childProfiles.userId, userId))
    .orderBy(asc(childProfiles.createdAt), asc(childProfiles.id))
  return rows.map(toChild)
}

/**
 * Adds a child; 409 CHILD_LIMIT_REACHED past CHILDREN_PER_ACCOUNT. The account's row is locked
 * while counting, so two forms sent at once cannot both take the last place.
 */
export async function addChild(
  ctx: Pick<AccountContext, 'db'>,
  { userId, child }: { userId: string; child: ChildInput },
): Promise<Child> {
  const values = checkedChild(child)
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!account || account.deletedAt) throw notFound('The account was not found')
    const [listed] = await tx
      .select({ n: count() })
      .from(childProfiles)
      .where(eq(childProfiles.userId, userId))
    if ((listed?.n ?? 0) >= CHILDREN_PER_ACCOUNT) {
      throw new AppError(
        409,
        'CHILD_LIMIT_REACHED',
        `An account can list up to ${CHILDREN_PER_ACCOUNT} children`,
      )
    }
    const [row] = await tx
      .insert(childProfiles)
      .values({ userId, ...values })
      .returning()
    return toChild(row!)
  })
}

/** Replaces a child's details; 404 when the child is not on this account. */
export async function updateChild(
  ctx: Pick<AccountContext, 'db'>,
  { userId, childId, child }: { userId: string; childId: string; child: ChildInput },
): Promise<Child> {
  const values = checkedChild(child)
  const [row] = await ctx.db
    .update(childProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(childProfiles.id, childId), eq(childProfiles.userId, userId)))
    .returning()
  if (!row) throw childNotFound()
  return toChild(row)
}

/** Takes a child off the account; 404 when the child is not on it. */
export async function removeChild(
  ctx: Pick<AccountContext, 'db'>,
  { userId, childId }: { userId: string; childId: string },
): Promise<void> {
  const removed = await ctx.db
    .delete(childProfiles)
    .where(and(eq(childProfiles.id, childId), eq(childProfiles.userId, userId)))
    .returning({ id: childProfiles.id })
  if (removed.length === 0) throw childNotFound()
}
