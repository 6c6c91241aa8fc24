import { eq, sql } from 'drizzle-orm'
import type { SignupRequest } from '../../../shared/contract/accounts'
import { normaliseEmail } from '../../../shared/domain/contactRules'
import { users } from '../../db/schema'
import { AppError, badRequest } from '../../errors'
import type { AccountContext } from './context'
import { consumeEmailToken } from './email-tokens'
import { emailActivationLink, emailOwner, siteLink } from './owner-emails'
import { hashPassword } from './passwords'
import { assertStrongPassword, assertValidEmail, assertValidPhone } from './validate'

export const SIGNUP_MESSAGE = 'Thank you. Check your email for a link to activate your account.'

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'

/**
 * Creates an inactive account and emails its activation link. An address that already has an
 * account gets a "you already have an account" email instead, and the caller sees exactly the
 * same answer (and about the same delay, as the password is hashed either way).
 */
export async function signUp(
  ctx: AccountContext,
  { request: input }: { request: SignupRequest },
): Promise<void> {
  if (input.legitimate_data_processing_consent !== true) {
    throw badRequest('CONSENT_REQUIRED', 'Consent to process personal data is required.')
  }
  assertValidEmail(input.email)
  assertValidPhone(input.phone)
  assertStrongPassword(input.password)
  const email = normaliseEmail(input.email)
  const firstName = input.first_name.trim()
  const lastName = input.last_name.trim()
  if (!firstName || !lastName) {
    throw new AppError(400, 'VALIDATION_FAILED', 'First and last name are required.')
  }
  const passwordHash = await hashPassword(input.password)
  const marketing = input.marketing_consent === true

  try {
    await ctx.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(users).where(eq(users.email, email))
      if (existing) {
        const links = {
          loginLink: siteLink(ctx, { path: '/login' }),
          resetLink: siteLink(ctx, { path: '/forgot-password' }),
        }
        await emailOwner(ctx, { tx, owner: existing, template: 'signup_attempt', links })
        return
      }
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName,
          lastName,
          phone: input.phone.trim(),
          languagePreference: input.language_preference,
          dataProcessingConsentAt: sql`now()`,
          marketingConsent: marketing,
          marketingConsentAt: marketing ? sql`now()` : null,
        })
        .returning()
      if (!user) throw new Error('The new account was not stored')
      await emailActivationLink(ctx, { tx, owner: user })
    })
  } catch (error) {
    // Two sign-ups racing for one address: the loser behaves like any duplicate.
    if (!isUniqueViolation(error)) throw error
  }
}

/** Activates the account once; 'already_used' tells the route to answer 304. */
export async function activateAccount(
  ctx: Pick<AccountContext, 'db'>,
  { code }: { code: string },
): Promise<'activated' | 'already_used'> {
  return ctx.db.transaction(async (tx) => {
    const result = await consumeEmailToken(tx, { secret: code, purpose: 'activation' })
    if (result.status === 'used') return 'already_used'
    if (result.status !== 'consumed') {
      throw new AppError(
        400,
        'ACTIVATION_CODE_INVALID',
        result.status === 'expired'
          ? 'This activation code has expired. Sign up again or ask us for a new link.'
          : 'This activation code is not valid.',
      )
    }
    await tx
      .update(users)
      .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, result.userId))
    return 'activated'
  })
}
