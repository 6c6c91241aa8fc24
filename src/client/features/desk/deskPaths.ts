/** The desk's screens, under the app's /desk route. Day is the desk's home. */
export const deskPaths = {
  day: '/desk',
  lookup: '/desk/lookup',
  attention: '/desk/attention',
  inventory: '/desk/inventory',
  staff: '/desk/staff',
  audit: '/desk/audit',
  booking: (id: string) => `/desk/bookings/${encodeURIComponent(id)}`,
} as const
