/** The desk's staff (admins): who they are, moderators made or taken back; its slice and listener. */
export { StaffScreen } from './StaffScreen'
export { staffFeature } from './deskStaffListeners'
export { deskStaffSlice } from './deskStaffSlice'
export { useGetStaffQuery } from './staffApi'
