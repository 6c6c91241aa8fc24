import type {
  WaitlistEntries,
  WaitlistEntry,
  WaitlistJoin,
} from '../../../shared/contract/waitlist'
import type { Language } from '../../../shared/domain/languages'
import { api } from '../../app/api'

/** The family's waitlist (docs/product.md, Waitlist), loaded with the waitlist's chunk. */
export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    waitlistEntries: build.query<WaitlistEntries, void>({ query: () => '/waitlist' }),
    joinWaitlist: build.mutation<WaitlistEntry, { join: WaitlistJoin; lang: Language }>({
      query: ({ join, lang }) => ({ url: `/waitlist?lang=${lang}`, method: 'POST', body: join }),
    }),
    leaveWaitlist: build.mutation<WaitlistEntry, string>({
      query: (id) => ({ url: `/waitlist/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
  }),
})
