import { Type, type Static, type TSchema } from 'typebox'
import { EMAIL_MAX_LENGTH } from '../domain/contactRules'
import { PASSWORD_MAX_LENGTH } from '../domain/passwordRules'

const Name = Type.String({ minLength: 1, maxLength: 100 })
const Email = Type.String({
  minLength: 3,
  maxLength: EMAIL_MAX_LENGTH,
  examples: ['ana@example.com'],
})
const Password = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH })
const Phone = Type.String({ minLength: 1, maxLength: 32, examples: ['+34 612 345 678'] })
export const LanguageField = Type.Union([Type.Literal('en'), Type.Literal('es')])
export const RoleField = Type.Union([
  Type.Literal('admin'),
  Type.Literal('moderator'),
  Type.Literal('user'),
])

export const SignupRequest = Type.Object({
  first_name: Name,
  last_name: Name,
  phone: Phone,
  email: Email,
  password: Password,
  language_preference: LanguageField,
  legitimate_data_processing_consent: Type.Boolean({
    description: 'Must be true: consent to process personal data for the rental.',
  }),
  marketing_consent: Type.Optional(Type.Boolean({ default: false })),
})
export type SignupRequest = Static<typeof SignupRequest>

export const MessageResponse = Type.Object({ success: Type.Boolean(), message: Type.String() })
export type MessageResponse = Static<typeof MessageResponse>

export const ActivationQuery = Type.Object({ code: Type.String({ minLength: 1, maxLength: 200 }) })

export const LoginRequest = Type.Object({ email: Email, password: Password })
export type LoginRequest = Static<typeof LoginRequest>

export const AuthResponse = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String({ description: 'A JWT whose `exp` claim says when it expires.' }),
  expires_in: Type.Integer({ description: 'Seconds until the access token expires.' }),
  user_id: Type.String(),
  role: RoleField,
  email: Type.String(),
})
export type AuthResponse = Static<typeof AuthResponse>

export const RefreshRequest = Type.Object({ refresh_token: Type.String({ maxLength: 4096 }) })
export const RefreshResponse = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
})
export type RefreshResponse = Static<typeof RefreshResponse>

export const LogoutRequest = Type.Object({
  refresh_token: Type.Optional(Type.String({ maxLength: 4096 })),
})

export const PasswordResetRequest = Type.Object({ email: Email })
export const PasswordReset = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  new_password: Password,
})

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const Optional = (max: number) => Nullable(Type.String({ maxLength: max }))

export const Address = Type.Object({
  street: Optional(200),
  city: Optional(100),
  state_province: Optional(100),
  postal_code: Optional(20),
  country: Optional(100),
})

export const EmergencyContact = Type.Object({
  name: Optional(200),
  phone: Optional(32),
  relationship: Optional(100),
})

export const Profile = Type.Object({
  id: Type.String(),
  _id: Type.String(),
  role: RoleField,
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone: Type.String(),
  language_preference: LanguageField,
  profile_image_url: Nullable(Type.String()),
  address: Address,
  emergency_contact: EmergencyContact,
  date_of_birth: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  nationality: Nullable(Type.String()),
  passport_number: Nullable(Type.String()),
  consents: Type.Object({
    legitimate_data_processing: Type.Boolean(),
    marketing: Type.Boolean(),
  }),
  customer_since: Type.String({ description: 'ISO date-time the account was created.' }),
})
export type Profile = Static<typeof Profile>

export const ProfileUpdate = Type.Object({
  first_name: Type.Optional(Name),
  last_name: Type.Optional(Name),
  phone: Type.Optional(Phone),
  language_preference: Type.Optional(LanguageField),
  profile_image_url: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  address: Type.Optional(Type.Partial(Address)),
  emergency_contact: Type.Optional(Type.Partial(EmergencyContact)),
  date_of_birth: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
  nationality: Type.Optional(Optional(100)),
  passport_number: Type.Optional(Optional(20)),
  marketing_consent: Type.Optional(Type.Boolean()),
})
export type ProfileUpdate = Static<typeof ProfileUpdate>
