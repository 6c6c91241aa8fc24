/**
 * Every route path, defined once: used by the router, links, guards and tests (docs/product.md,
 * Routes and guard).
 */
const encode = encodeURIComponent

export const paths = {
  home: { path: '/', to: () => '/' },
  login: {
    path: '/login',
    to: (redirect?: string) => (redirect ? `/login?redirect=${encode(redirect)}` : '/login'),
  },
  signup: { path: '/signup', to: () => '/signup' },
  forgotPassword: { path: '/forgot-password', to: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', to: () => '/reset-password' },
  search: { path: '/search', to: () => '/search' },
  gear: { path: '/gear/:id', to: (id: string) => `/gear/${encode(id)}` },
  quote: { path: '/quote/:id', to: (id: string) => `/quote/${encode(id)}` },
  booking: { path: '/booking/:id', to: (id: string) => `/booking/${encode(id)}` },
  bookingByReference: {
    path: '/booking/reference/:reference',
    to: (reference: string) => `/booking/reference/${encode(reference)}`,
  },
  bookingSuccess: { path: '/booking/success-redirect', to: () => '/booking/success-redirect' },
  myBookings: { path: '/my-bookings', to: () => '/my-bookings' },
  /**
   * The emailed deposit link, its token in the fragment (`#<token>`), never the query. Only the
   * server makes its address (the email, the card provider's return): no `to`.
   */
  depositLink: { path: '/deposit' },
  /** The emailed "flight late?" link, its token in the fragment, as the deposit link's. */
  flightLink: { path: '/flight' },
  profile: { path: '/profile/:id', to: (id: string) => `/profile/${encode(id)}` },
  blog: { path: '/blog', to: () => '/blog' },
  article: { path: '/article/:id', to: (id: string) => `/article/${encode(id)}` },
  howItWorks: { path: '/how-it-works', to: () => '/how-it-works' },
  legal: { path: '/legal/:locale', to: (locale: string) => `/legal/${encode(locale)}` },
  activate: { path: '/activate', to: () => '/activate' },
  sitemap: { path: '/sitemap.xml', to: () => '/sitemap.xml' },
  supportReports: { path: '/admin/support-reports', to: () => '/admin/support-reports' },
  desk: { path: '/desk/*', to: () => '/desk' },
} as const

/**
 * Routes and guard (docs/product.md): only paths starting with these need a session (and /admin,
 * an admin's; /desk, a moderator's or an admin's).
 */
export const GUARDED_PREFIXES = [
  '/search',
  '/gear',
  '/quote',
  '/booking',
  '/my-bookings',
  '/admin',
  '/desk',
] as const

/**
 * Routes and guard (docs/product.md): the basket popup shows only on /search and below these
 * prefixes.
 */
const BASKET_PREFIXES = ['/gear/', '/quote/', '/booking/', '/my-bookings', '/profile/'] as const

export function showsBasketPopup(pathname: string): boolean {
  return (
    pathname === paths.search.path || BASKET_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  )
}

export function isGuardedPath(pathname: string): boolean {
  return GUARDED_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}

/**
 * Where to go after logging in: the `redirect` query parameter when it is a path on this site,
 * with the login page's other parameters carried along (docs/product.md, State machines:
 * /login?redirect=/search&basketOpen=true goes to /search?basketOpen=true), else /search.
 */
export function redirectTarget(params: URLSearchParams): string {
  const redirect = params.get('redirect')
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.includes('\\')
  ) {
    return paths.search.to()
  }
  const target = new URL(redirect, 'http://site.invalid')
  for (const [key, value] of params) {
    if (key !== 'redirect' && !target.searchParams.has(key)) target.searchParams.append(key, value)
  }
  return `${target.pathname}${target.search}${target.hash}`
}
