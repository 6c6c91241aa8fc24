import { lazy } from 'react'

/** The Inventory screen, with its forms and the units' labels, in a chunk of its own. */
export const LazyInventoryScreen = lazy(
  () => import(/* webpackChunkName: "InventoryScreen" */ './InventoryScreen'),
)
