import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { AgeGroup, GearCategory } from '../../../shared/domain/catalogue'
import { DEFAULT_PICKUP_LOCATION_CODE } from '../../../shared/domain/constants'
import type { RootState } from '../../app/store'

/** Where and when the traveller wants gear; dates `YYYY-MM-DD`, times `HH:mm` at the desk. */
export interface SearchCriteria {
  pickup_location_code: string
  start_date: string | null
  end_date: string | null
  pickup_time: string | null
  return_time: string | null
}

export interface SearchFilters {
  category: GearCategory | null
  age_group: AgeGroup | null
}

export interface SearchState {
  criteria: SearchCriteria
  filters: SearchFilters
  /** When the rules were last checked against the clock (epoch ms); null before search opens. */
  checkedAt: number | null
}

const initialState: SearchState = {
  criteria: {
    pickup_location_code: DEFAULT_PICKUP_LOCATION_CODE,
    start_date: null,
    end_date: null,
    pickup_time: null,
    return_time: null,
  },
  filters: { category: null, age_group: null },
  checkedAt: null,
}

export type CriteriaChanges = Partial<SearchCriteria>

/**
 * The traveller changed where or when in a picker. With items in the basket they are asked
 * first (`confirmMessage`, in their language), since the basket holds one rental period.
 */
export const criteriaChangeRequested = createAction<{
  changes: CriteriaChanges
  confirmMessage: string
}>('search/criteriaChangeRequested')

export const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** The search or a gear page opened; the listener reads the clock and restores criteria. */
    opened: () => undefined,
    clockChecked(state, action: PayloadAction<number>) {
      state.checkedAt = action.payload
    },
    /**
     * A change of location, dates or times took effect (at once, or after the traveller agreed
     * to empty the basket). The basket listens to this to empty itself.
     */
    criteriaChangeConfirmed(
      state,
      action: PayloadAction<{ changes: CriteriaChanges; at: number }>,
    ) {
      Object.assign(state.criteria, action.payload.changes)
      state.checkedAt = action.payload.at
    },
    /** The traveller kept their basket: the criteria stay as they were. */
    criteriaChangeDeclined: (_state, _action: PayloadAction<{ changes: CriteriaChanges }>) =>
      undefined,
    /** Search opened with no period chosen: it takes the one of the items in the basket. */
    criteriaRestored(state, action: PayloadAction<SearchCriteria>) {
      state.criteria = action.payload
    },
    filtersChanged(state, action: PayloadAction<Partial<SearchFilters>>) {
      Object.assign(state.filters, action.payload)
    },
    filtersCleared(state) {
      state.filters = initialState.filters
    },
  },
})

/** The search's state loads with the search and gear pages (searchFeature.ts). */
declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof searchSlice> {}
}

/** The search as it stands; as it starts until its slice joins the store. */
const selectSearch = (state: RootState): SearchState => state.search ?? initialState
export const selectSearchCriteria = (state: RootState) => selectSearch(state).criteria
export const selectSearchFilters = (state: RootState) => selectSearch(state).filters
export const selectSearchCheckedAt = (state: RootState) => selectSearch(state).checkedAt

export const {
  opened: searchOpened,
  clockChecked: searchClockChecked,
  criteriaChangeConfirmed,
  criteriaChangeDeclined,
  criteriaRestored,
  filtersChanged,
  filtersCleared,
} = searchSlice.actions
