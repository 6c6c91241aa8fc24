import type { DataRouter } from 'react-router'

/**
 * Calls `onChange` with the pathname once routing is ready (docs/product.md, What it does: the
 * first page view) and after every navigation that lands on a new path (a changed query, such as
 * search filters, is the same page).
 */
export function watchRouteChanges(router: DataRouter, onChange: (pathname: string) => void) {
  let last: string | null = null
  const report = (state: DataRouter['state']) => {
    if (!state.initialized || state.navigation.state !== 'idle') return
    const { pathname } = state.location
    if (pathname === last) return
    last = pathname
    onChange(pathname)
  }
  report(router.state)
  return router.subscribe(report)
}
