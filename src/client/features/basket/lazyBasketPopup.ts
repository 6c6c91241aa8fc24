import { lazy } from 'react'

/**
 * The basket popup loads with the pages that show it (docs/product.md, Routes and guard), never
 * with the home page.
 */
export const LazyBasketPopup = lazy(() =>
  import(/* webpackChunkName: "BasketPopup" */ './BasketPopup').then((module) => ({
    default: module.BasketPopup,
  })),
)
