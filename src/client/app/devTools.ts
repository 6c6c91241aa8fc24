import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit'
import { sanitize } from '../features/support/slices'

/**
 * Redux DevTools: always in development, in production only when the build asked for it
 * (REDUX_DEVTOOLS=true). Actions and states leave the page with the support report's rules,
 * and production never records call stacks.
 */
export function devToolsOptions(
  production: boolean,
  enabledInProduction: boolean,
): DevToolsEnhancerOptions | false {
  if (production && !enabledInProduction) return false
  return {
    name: 'TinyTrip',
    actionSanitizer: (action) => sanitize(action),
    stateSanitizer: (state) => sanitize(state),
    trace: !production,
  }
}
