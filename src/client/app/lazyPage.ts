import type { ComponentType } from 'react'
import type { LazyRouteFunction, RouteObject } from 'react-router'

/**
 * Error catalogue (docs/product.md): the event fired on window when a lazily loaded page cannot be
 * loaded.
 */
export const PRELOAD_ERROR_EVENT = 'preloadError'

/** A page's code could not be downloaded (offline, or an old build after a deploy). */
export class PageLoadError extends Error {
  override name = 'PageLoadError'
  constructor(cause: unknown) {
    super('A page could not be loaded', { cause })
  }
}

/** Downloads a page module, whose default export is the page. */
export type PageModuleLoader = () => Promise<{ default: ComponentType }>

/** Route `lazy` for a page module with a default export; a failed download fires the event. */
export function lazyPage(load: PageModuleLoader): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      const module = await load()
      return { Component: module.default }
    } catch (error) {
      window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail: { error } }))
      throw new PageLoadError(error)
    }
  }
}
