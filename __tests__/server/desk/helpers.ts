import { randomUUID } from 'node:crypto'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { signedIn, signedInAs } from '../support/accounts'

export type Auth = Record<string, string>

/** One signed-in account per role, and a guest (no header). */
export async function everyRole(app: FastifyInstance) {
  const [traveller, moderator, admin] = await Promise.all([
    signedIn(app),
    signedInAs(app, 'moderator'),
    signedInAs(app, 'admin'),
  ])
  return {
    guest: {} as Auth,
    traveller: traveller.auth,
    moderator: moderator.auth,
    admin: admin.auth,
    adminId: admin.tokens.user_id,
    adminEmail: admin.traveller.email as string,
    moderatorEmail: moderator.traveller.email as string,
  }
}

export const newKey = () => `key-${randomUUID()}`

export function deskRequests(appOf: () => FastifyInstance) {
  const app = {
    inject: (options: InjectOptions) => appOf().inject(options),
  }
  return {
    day: (auth: Auth, query = 'location=SVQ') =>
      app.inject({ url: `/api/desk/bookings/day?${query}`, headers: auth }),
    search: (auth: Auth, query: string) =>
      app.inject({ url: `/api/desk/bookings/search?${query}`, headers: auth }),
    attention: (auth: Auth) =>
      app.inject({ url: '/api/desk/bookings/attention?location=SVQ', headers: auth }),
    detail: (auth: Auth, id: string) =>
      app.inject({ url: `/api/desk/bookings/${id}`, headers: auth }),
    byReference: (auth: Auth, reference: string) =>
      app.inject({ url: `/api/desk/bookings/reference/${reference}`, headers: auth }),
    cancel: (auth: Auth, id: string, payload: object, key = newKey()) =>
      app.inject({
        method: 'POST',
        url: `/api/desk/bookings/${id}/cancel`,
        headers: { ...auth, 'idempotency-key': key },
        payload,
      }),
    refund: (auth: Auth, id: string, payload: object, key = newKey()) =>
      app.inject({
        method: 'POST',
        url: `/api/desk/bookings/${id}/refunds`,
        headers: { ...auth, 'idempotency-key': key },
        payload,
      }),
    staff: (auth: Auth) => app.inject({ url: '/api/desk/staff', headers: auth }),
    changeRole: (auth: Auth, payload: object) =>
      app.inject({ method: 'POST', url: '/api/desk/staff/role', headers: auth, payload }),
    audit: (auth: Auth, query = '') =>
      app.inject({ url: `/api/desk/audit?${query}`, headers: auth }),
  }
}
