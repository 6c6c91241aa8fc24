import type { RootState } from '../../app/store'
import { selectUnitsLeft } from '../basket'

/**
 * The quantity a gear page adds: the one picked (1 at first), within the units left and at
 * least 1. The pick lives in the basket slice; its clamp stays with the gear page's chunk.
 */
export const selectQuantityToAdd = (
  state: Pick<RootState, 'basket'>,
  gearId: string,
  availableStock: number,
) =>
  Math.max(
    1,
    Math.min(
      state.basket.quantityChoices[gearId] ?? 1,
      selectUnitsLeft(state, gearId, availableStock),
    ),
  )
