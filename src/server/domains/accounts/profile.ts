import { eq, sql } from 'drizzle-orm'
import type { Profile, ProfileUpdate } from '../../../shared/contract/accounts'
import type { AccountContext } from './context'
import { users } from '../../db/schema'
import { notFound } from '../../errors'
import { assertValidPhone } from './validate'
import { text, required, dateOfBirth, imageUrl, passport } from './profile-fields'

type User = typeof users.$inferSelect
type UserChanges = Partial<typeof users.$inferInsert>

export function toProfile(user: User): Profile {
  return {
    id: user.id,
    _id: user.id,
    role: user.role,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    language_preference: user.languagePreference,
    profile_image_url: user.profileImageUrl,
    address: {
      street: user.addressStreet,
      city: user.addressCity,
      state_province: user.addressStateProvince,
      postal_code: user.addressPostalCode,
      country: user.addressCountry,
    },
    emergency_contact: {
      name: user.emergencyContactName,
      phone: user.emergencyContactPhone,
      relationship: user.emergencyContactRelationship,
    },
    date_of_birth: user.dateOfBirth,
    nationality: user.nationality,
    passport_number: user.passportNumber,
    consents: {
      legitimate_data_processing: true,
      marketing: user.marketingConsent,
    },
    customer_since: user.createdAt.toISOString(),
  }
}

export async function getProfile(
  ctx: Pick<AccountContext, 'db'>,
  { userId }: { userId: string },
): Promise<Profile> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId))
  if (!user) throw notFound('The account was not found')
  return toProfile(user)
}

/** Applies the fields a traveller may change; role, email and customer since are not among them. */
export async function updateProfile(
  ctx: Pick<AccountContext, 'db'>,
  { userId, changes: input }: { userId: string; changes: ProfileUpdate },
): Promise<Profile> {
  if (input.phone !== undefined) assertValidPhone(input.phone)
  const emergencyPhone = text(input.emergency_contact?.phone)
  if (emergencyPhone) assertValidPhone(emergencyPhone, 'emergency_contact/phone')
  const today = new Date().toISOString().slice(0, 10)
  const changes: UserChanges = {
    firstName: required('first_name', input.first_name),
    lastName: required('last_name', input.last_name),
    phone: required('phone', input.phone),
    languagePreference: input.language_preference,
    profileImageUrl: imageUrl(input.profile_image_url),
    addressStreet: text(input.address?.street),
    addressCity: text(input.address?.city),
    addressStateProvince: text(input.address?.state_province),
    addressPostalCode: text(input.address?.postal_code),
    addressCountry: text(input.address?.country),
    emergencyContactName: text(input.emergency_contact?.name),
    emergencyContactPhone: emergencyPhone,
    emergencyContactRelationship: text(input.emergency_contact?.relationship),
    dateOfBirth: dateOfBirth(input.date_of_birth, today),
    nationality: text(input.nationality),
    passportNumber: passport(input.passport_number),
    marketingConsent: input.marketing_consent,
    marketingConsentAt:
      input.marketing_consent === undefined
        ? undefined
        : input.marketing_consent
          ? new Date()
          : null,
  }
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as UserChanges
  const [user] = await ctx.db
    .update(users)
    .set({ ...defined, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning()
  if (!user) throw notFound('The account was not found')
  return toProfile(user)
}
