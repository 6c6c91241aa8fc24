/** The desk's screens, under the app's /desk route. Day is the desk's home. */
export const deskPaths = {
  day: '/desk',
  lookup: '/desk/lookup',
  attention: '/desk/attention',
  inventory: '/desk/inventory',
  staff: '/desk/staff',
  audit: '/desk/audit',
  promoCodes: '/desk/promo-codes',
  booking: (id: string) => `/desk/bookings/${encodeURIComponent(id)}`,
} as const

export type DeskScreen =
  'day' | 'booking' | 'lookup' | 'attention' | 'inventory' | 'staff' | 'audit' | 'promo-codes'

const SECTIONS: DeskScreen[] = ['lookup', 'attention', 'inventory', 'staff', 'audit', 'promo-codes']

/**
 * The screen for what follows /desk/ (the route's splat): read here rather than with nested
 * <Routes>, which would add the router's route-element code to every page's first load.
 */
export function deskScreenOf(splat: string): { screen: DeskScreen; bookingId?: string } {
  const [section = '', id] = splat.split('/')
  if (section === 'bookings' && id) return { screen: 'booking', bookingId: id }
  return { screen: SECTIONS.find((name) => name === section) ?? 'day' }
}
