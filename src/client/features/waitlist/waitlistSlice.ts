import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { WaitlistEntry, WaitlistJoin } from '../../../shared/contract/waitlist'
import { isOpenWaitlistStatus } from '../../../shared/domain/waitlist'
import type { RootState } from '../../app/store'

/** The rental a place in line is for: one item at one location for the same dates. */
export type WaitlistRental = Pick<
  WaitlistJoin,
  'gear_id' | 'pickup_location_code' | 'start_date' | 'end_date'
>

export const rentalKey = (rental: WaitlistRental) =>
  [rental.gear_id, rental.pickup_location_code, rental.start_date, rental.end_date].join('|')

/** A place in line the family still holds: waiting, or offered a hold (with its quote). */
export interface OpenEntry {
  id: string
  status: 'waiting' | 'offered'
  quoteId: string | null
}

export interface WaitlistState {
  /** By rental key: the family's open entries, as last read or joined. */
  open: Record<string, OpenEntry>
  /** By rental key: a join or a leave on its way. */
  sending: Record<string, 'joining' | 'leaving'>
  /** By rental key: the code of the server's last refusal. */
  refused: Record<string, string>
}

const initialWaitlistState: WaitlistState = { open: {}, sending: {}, refused: {} }

const openEntry = (entry: WaitlistEntry): OpenEntry | null =>
  isOpenWaitlistStatus(entry.status)
    ? {
        id: entry._id,
        status: entry.status === 'offered' ? 'offered' : 'waiting',
        quoteId: entry.quote_id,
      }
    : null

const keyOf = (entry: WaitlistEntry) =>
  rentalKey({
    gear_id: entry.gear_id,
    pickup_location_code: entry.pickup_location_code,
    start_date: entry.start_date,
    end_date: entry.end_date,
  })

/** "Tell me when it frees up" on the search's results: the family's places in line. */
export const waitlistSlice = createSlice({
  name: 'waitlist',
  initialState: initialWaitlistState,
  reducers: {
    /** A result short for the rental is shown to a signed-in family: read their entries. */
    waitlistWanted() {},
    waitlistRead(state, action: PayloadAction<{ entries: WaitlistEntry[] }>) {
      state.open = {}
      for (const entry of action.payload.entries) {
        const open = openEntry(entry)
        if (open) state.open[keyOf(entry)] = open
      }
    },
    waitlistJoinAsked(state, action: PayloadAction<{ join: WaitlistJoin }>) {
      const key = rentalKey(action.payload.join)
      if (state.sending[key] || state.open[key]) return
      state.sending[key] = 'joining'
      delete state.refused[key]
    },
    waitlistJoined(state, action: PayloadAction<{ entry: WaitlistEntry }>) {
      const key = keyOf(action.payload.entry)
      delete state.sending[key]
      const open = openEntry(action.payload.entry)
      if (open) state.open[key] = open
    },
    waitlistLeaveAsked(state, action: PayloadAction<{ rental: WaitlistRental }>) {
      const key = rentalKey(action.payload.rental)
      if (state.sending[key] || !state.open[key]) return
      state.sending[key] = 'leaving'
      delete state.refused[key]
    },
    waitlistLeft(state, action: PayloadAction<{ rental: WaitlistRental }>) {
      const key = rentalKey(action.payload.rental)
      delete state.sending[key]
      delete state.open[key]
    },
    waitlistRefused(state, action: PayloadAction<{ rental: WaitlistRental; code: string }>) {
      const key = rentalKey(action.payload.rental)
      delete state.sending[key]
      state.refused[key] = action.payload.code
    },
  },
})

export const {
  waitlistWanted,
  waitlistRead,
  waitlistJoinAsked,
  waitlistJoined,
  waitlistLeaveAsked,
  waitlistLeft,
  waitlistRefused,
} = waitlistSlice.actions

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof waitlistSlice> {}
}

const selectWaitlist = (state: RootState) =>
  (state as { waitlist?: WaitlistState }).waitlist ?? initialWaitlistState

/** The family's open entry for a rental's line, or null. */
export const selectWaitlistEntry = (state: RootState, rental: WaitlistRental) =>
  selectWaitlist(state).open[rentalKey(rental)] ?? null

/** A join or leave of a rental's line on its way, or null. */
export const selectWaitlistSending = (state: RootState, rental: WaitlistRental) =>
  selectWaitlist(state).sending[rentalKey(rental)] ?? null

/** The code of the server's last refusal for a rental's line, or null. */
export const selectWaitlistRefusal = (state: RootState, rental: WaitlistRental) =>
  selectWaitlist(state).refused[rentalKey(rental)] ?? null
