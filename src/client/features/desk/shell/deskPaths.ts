/** The desk's screens, under the app's /desk route. Day is the desk's home. */
export const deskPaths = {
  day: '/desk',
  lookup: '/desk/lookup',
  attention: '/desk/attention',
  inventory: '/desk/inventory',
  staff: '/desk/staff',
  audit: '/desk/audit',
  promoCodes: '/desk/promo-codes',
  money: '/desk/money',
  reports: '/desk/reports',
  booking: (id: string) => `/desk/bookings/${encodeURIComponent(id)}`,
  /** A driver's run: the deliveries and collections of a day, `/desk/run/2027-03-09`. */
  run: (date?: string) => (date ? `/desk/run/${date}` : '/desk/run'),
} as const

export type DeskScreenName =
  | 'day'
  | 'booking'
  | 'run'
  | 'lookup'
  | 'attention'
  | 'inventory'
  | 'staff'
  | 'audit'
  | 'promo-codes'
  | 'money'
  | 'reports'

const DATE = /^\d{4}-\d{2}-\d{2}$/

const SECTIONS: DeskScreenName[] = [
  'lookup',
  'attention',
  'inventory',
  'staff',
  'audit',
  'promo-codes',
  'money',
  'reports',
]

/**
 * The screen for what follows /desk/ (the route's splat): read here rather than with nested
 * <Routes>, which would add the router's route-element code to every page's first load.
 */
export function deskScreenOf(splat: string): {
  screen: DeskScreenName
  bookingId?: string
  date?: string
} {
  const [section = '', id] = splat.split('/')
  if (section === 'bookings' && id) return { screen: 'booking', bookingId: id }
  if (section === 'run') return { screen: 'run', ...(id && DATE.test(id) ? { date: id } : {}) }
  return { screen: SECTIONS.find((name) => name === section) ?? 'day' }
}
