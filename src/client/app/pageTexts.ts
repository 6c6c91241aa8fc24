import type { FlatNamespace } from 'i18next'
import type { DataRouter, RouteObject } from 'react-router'

/**
 * The translation namespaces of the pages rendered in the browser only, named where their routes
 * are too, so that a first load downloads them beside the page's code instead of after it
 * (boot.ts). The first is the page's default; each list holds every namespace its parts use, so no
 * part suspends the page while it is in use.
 */
export const searchPageTexts = [
  'search',
  'common',
  'errors',
  'gear',
  'gearDetails',
  'basket',
] as const satisfies readonly FlatNamespace[]
export const gearDetailsPageTexts = [
  'gearDetails',
  'gear',
  'common',
  'errors',
  'basket',
] as const satisfies readonly FlatNamespace[]

/** A route's `handle` when it names its page's texts. */
export interface PageTextsHandle {
  texts: readonly FlatNamespace[]
}

/** The texts the router's current page names: known before its code has loaded. */
export function currentPageTexts(router: DataRouter): FlatNamespace[] {
  return router.state.matches.flatMap(
    ({ route }: { route: RouteObject }) =>
      (route.handle as Partial<PageTextsHandle> | undefined)?.texts ?? [],
  )
}
