import type { LazyFeature } from '../../../app/lazyFeature'
import { deskDepositListeners } from './deskDepositListeners'
import { deskDepositSlice } from './deskDepositSlice'

/** The admins' decision on claims: its draft and its request join with the deposit's views. */
export const deskDepositFeature: LazyFeature = {
  slice: deskDepositSlice,
  listeners: deskDepositListeners,
}
