import type { Slice } from '@reduxjs/toolkit'
import { deskAuditSlice } from './audit'
import { deskBookingsSlice } from './bookings'
import { deskDepositSlice } from './deposit'
import { familyWaitSlice } from './family-wait'
import { handoverSlice } from './handover'
import { deskInventorySlice } from './inventory'
import { deskMoneySlice } from './money'
import { deskPromoSlice } from './promo-codes'
import { deskScannerSlice } from './scanner'
import { deskSlice } from './shell'
import { deskStaffSlice } from './staff'

/** The desk's slices, every room's, as its chunk, the deposit's, the family wait's, the Money screen's and the scanner's add them to the store. */
export const deskSlices: Slice[] = [
  deskSlice,
  deskBookingsSlice,
  deskStaffSlice,
  deskAuditSlice,
  deskInventorySlice,
  deskPromoSlice,
  handoverSlice,
  deskDepositSlice,
  familyWaitSlice,
  deskMoneySlice,
  deskScannerSlice,
]
