import { addAppListener } from '../../app/lazyFeature'
import { basketClearedForSearch, selectBasketItemCount, selectBasketItems } from '../basket'
import {
  criteriaChangeConfirmed,
  criteriaChangeDeclined,
  criteriaChangeRequested,
  criteriaRestored,
  searchClockChecked,
  searchOpened,
  selectSearchCriteria,
  type CriteriaChanges,
  type SearchCriteria,
} from './searchSlice'

/** The changes that differ from the current criteria, or null when nothing would change. */
function realChanges(current: SearchCriteria, changes: CriteriaChanges): CriteriaChanges | null {
  const entries = Object.entries(changes).filter(
    ([key, value]) => current[key as keyof SearchCriteria] !== value,
  )
  return entries.length > 0 ? Object.fromEntries(entries) : null
}

export const searchListeners = [
  // State machines (docs/product.md): changing dates or location with items in the basket empties
  // it after a confirm.
  addAppListener({
    actionCreator: criteriaChangeRequested,
    effect: async (action, { getState, dispatch, extra }) => {
      const changes = realChanges(selectSearchCriteria(getState()), action.payload.changes)
      if (!changes) return
      if (selectBasketItemCount(getState()) > 0) {
        const agreed = await extra.confirm(action.payload.confirmMessage)
        if (!agreed) {
          dispatch(criteriaChangeDeclined({ changes }))
          return
        }
      }
      dispatch(criteriaChangeConfirmed({ changes, at: extra.clock.now() }))
    },
  }),

  // State machines (docs/product.md): a confirmed change of search dates or location empties the
  // basket.
  addAppListener({
    actionCreator: criteriaChangeConfirmed,
    effect: (_action, { dispatch, getState }) => {
      if (selectBasketItemCount(getState()) > 0) dispatch(basketClearedForSearch())
    },
  }),

  // Opening search reads the clock for the date rules and, when no period is chosen yet but
  // the basket holds items, continues with their location and period.
  addAppListener({
    actionCreator: searchOpened,
    effect: (_action, { getState, dispatch, extra }) => {
      dispatch(searchClockChecked(extra.clock.now()))
      const criteria = selectSearchCriteria(getState())
      const [item] = selectBasketItems(getState())
      if (item && criteria.start_date === null && criteria.end_date === null) {
        dispatch(
          criteriaRestored({
            pickup_location_code: item.pickup_location_code,
            start_date: item.start_date,
            end_date: item.end_date,
            pickup_time: item.pickup_time,
            return_time: item.return_time,
          }),
        )
      }
    },
  }),
]
