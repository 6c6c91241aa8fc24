import type { Profile } from '../../../src/shared/contract/accounts'

/** A traveller's profile as GET /api/users/profile answers it. */
export const profileFixture: Profile = {
  id: 'u1',
  _id: 'u1',
  role: 'user',
  email: 'emma@example.com',
  first_name: 'Emma',
  last_name: 'Taylor',
  phone: '+44 20 7946 0958',
  language_preference: 'en',
  profile_image_url: null,
  address: { street: null, city: null, state_province: null, postal_code: null, country: null },
  emergency_contact: { name: null, phone: null, relationship: null },
  date_of_birth: null,
  nationality: null,
  passport_number: null,
  consents: { legitimate_data_processing: true, marketing: false },
  customer_since: '2026-01-15T10:00:00.000Z',
}
