import type { DepositLinkView } from '../../../src/shared/contract/deposits'

/** What an emailed deposit link carries after `#`: a secret, like a password. */
export const LINK_TOKEN = 'dl.eyJiIjoiOWQ0ZTFhMmIifQ.c2lnbmF0dXJlLW9mLXRoZS1saW5r'

/** POST /api/deposit-links/view: the €240 deposit of booking TT-7K4P2Q, picked up on 9 April. */
export const linkView = (state: DepositLinkView['state'] = 'needed'): DepositLinkView => ({
  reference: 'TT-7K4P2Q',
  amount: 24_000,
  currency: 'EUR',
  state,
  pickup_date: '2027-04-09',
  pickup_time: '10:00',
})
