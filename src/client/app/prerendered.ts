import { selectBasketItems } from '../features/basket/basketSlice'
import { selectConsentDecided } from '../features/consent/consentSlice'
import { selectIsAuthenticated } from '../features/session/sessionSlice'
import type { RootState } from './store'

/**
 * Public pages are served as HTML rendered at build time (scripts/build/prerender.js) for a
 * first-time visitor in one language, marked `data-prerendered="<language>"` on #root. The app
 * hydrates that HTML only when its first render would be the same: same language, no session,
 * no consent choice yet and an empty basket. Otherwise it renders afresh over it.
 */
export function canHydrate(container: HTMLElement, state: RootState): boolean {
  return (
    container.dataset.prerendered === state.preferences.language &&
    !selectIsAuthenticated(state) &&
    !selectConsentDecided(state) &&
    selectBasketItems(state).length === 0
  )
}

/**
 * Marks #root (`data-app-owned`) once React has claimed it, hydrating or rendering afresh: from
 * then on React answers a press itself, and scripts/build/startAfterPaint.js presses again the
 * buttons pressed before.
 */
export function appOwns(container: HTMLElement) {
  container.dataset.appOwned = ''
}

/**
 * Marks a part of the page whose code came after the rest (components/HydratesLater.tsx) as
 * claimed by React too (`data-hydrated`): scripts/build/startAfterPaint.js holds a press made
 * there until then.
 */
export function regionHydrated(region: HTMLElement) {
  region.dataset.hydrated = ''
}
