import type { InventoryItem } from '../../../../shared/contract/desk'
import type { UnitStatusFilter } from './inventoryDrafts'

/**
 * The items the desk lists under its filters: `search` matches an item's code or name (any
 * language) or one of its asset tags; "out of service today" keeps the units out of service
 * today, and the items that have one.
 */
export function visibleItems(
  items: InventoryItem[],
  search: string,
  status: UnitStatusFilter,
): InventoryItem[] {
  const needle = search.trim().toLowerCase()
  return items.flatMap((item) => {
    const units =
      status === 'out_of_service_today'
        ? item.units.filter((unit) => unit.out_of_service_today)
        : item.units
    if (status === 'out_of_service_today' && units.length === 0) return []
    const texts = [
      item.gear_code,
      ...Object.values(item.names),
      ...item.units.map((u) => u.asset_tag),
    ]
    if (needle && !texts.some((text) => text.toLowerCase().includes(needle))) return []
    return [{ ...item, units }]
  })
}
