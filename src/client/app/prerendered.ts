import { selectBasketItems } from '../features/basket/slices'
import { selectConsentDecided } from '../features/consent/slices'
import { selectIsAuthenticated } from '../features/session/slices'
import { api } from './api'
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

/** The element of a page rendered at build time that carries the API answers it shows. */
export const BUILD_TIME_ANSWERS_ID = 'build-time-answers'

/** An API answer a page was rendered with, as RTK Query's `upsertQueryEntries` takes it. */
export interface BuildTimeAnswer {
  endpointName: string
  arg: unknown
  value: unknown
}

/**
 * Caches the API answers a page was rendered with at build time, so that its first render shows
 * what its HTML shows without asking for them (the page's endpoints must be injected by then).
 */
export const buildTimeAnswersCached = (answers: BuildTimeAnswer[]) =>
  api.util.upsertQueryEntries(answers as never)

/** The API answers this page's HTML carries (none when it was not rendered at build time). */
export function buildTimeAnswers(document: Document): BuildTimeAnswer[] {
  const json = document.getElementById(BUILD_TIME_ANSWERS_ID)?.textContent
  return json ? (JSON.parse(json) as BuildTimeAnswer[]) : []
}
