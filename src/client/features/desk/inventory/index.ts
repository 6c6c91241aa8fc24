/**
 * The desk's inventory: each item's units and days ahead, units added, out of service or
 * retired, and the turnaround per category; its slice and listeners for the desk to join.
 */
export { LazyInventoryScreen } from './lazyInventoryScreen'
export { inventoryFeature } from './deskInventoryListeners'
export { deskInventorySlice } from './deskInventorySlice'
export { inventoryApi } from './inventoryApi'
