/**
 * The deposit of a booking at the desk: its state, claims and the admins' decision, loaded in a
 * chunk of its own (`<LazyDeskDeposit booking isAdmin>` inside a Suspense), and its texts, which
 * the claims at check-in read too.
 */
export { LazyDeskDeposit } from './lazyDeskDeposit'
export { useDeskDepositTexts } from './deskDepositTexts'
export { deskDepositSlice } from './deskDepositSlice'
