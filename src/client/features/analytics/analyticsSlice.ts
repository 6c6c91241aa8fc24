import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { matchPath } from 'react-router'
import { paths } from '../../app/paths'

/**
 * The Google tag: off until analytics is allowed; then starting (reading the measurement id),
 * on, unconfigured (no id: calls stay in the local queue) or failed (asked again next time).
 */
export type TagStatus = 'off' | 'starting' | 'on' | 'unconfigured' | 'failed'

export interface AnalyticsState {
  tag: TagStatus
  measurementId: string | null
  /** The page on screen; `visit` moves with every route change. */
  page: { path: string; visit: number } | null
  /** The visit whose page view was sent last, so each route change is reported once. */
  reportedVisit: number | null
}

const initialState: AnalyticsState = {
  tag: 'off',
  measurementId: null,
  page: null,
  reportedVisit: null,
}

/** The path analytics may see: no query, and no account id from a profile address. */
export function pagePathOf(pathname: string): string {
  return matchPath(paths.profile.path, pathname) ? '/profile' : pathname
}

export const analyticsSlice = createSlice({
  name: 'analytics',
  initialState,
  reducers: {
    /** Routing settled on a new address (first load included). */
    routeChanged: {
      reducer(state, action: PayloadAction<string>) {
        state.page = { path: action.payload, visit: (state.page?.visit ?? 0) + 1 }
      },
      prepare: (pathname: string) => ({ payload: pagePathOf(pathname) }),
    },
    tagRequested(state) {
      state.tag = 'starting'
    },
    tagStarted(state, action: PayloadAction<string>) {
      state.tag = 'on'
      state.measurementId = action.payload
    },
    tagUnconfigured(state) {
      state.tag = 'unconfigured'
    },
    tagFailed(state) {
      state.tag = 'failed'
    },
    pageViewRecorded(state, action: PayloadAction<number>) {
      state.reportedVisit = action.payload
    },
  },
  selectors: {
    selectTagStatus: (state) => state.tag,
    selectCurrentPage: (state) => state.page,
  },
})

export const {
  routeChanged: analyticsRouteChanged,
  tagRequested: analyticsTagRequested,
  tagStarted: analyticsTagStarted,
  tagUnconfigured: analyticsTagUnconfigured,
  tagFailed: analyticsTagFailed,
  pageViewRecorded: analyticsPageViewRecorded,
} = analyticsSlice.actions

export const { selectTagStatus, selectCurrentPage } = analyticsSlice.selectors
