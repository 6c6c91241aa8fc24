import { REHYDRATE } from 'redux-persist/lib/constants'
import {
  handoverQueued,
  selectBookingWaitsToSend,
  type DeskOfflineRootState,
} from '../../../../../src/client/features/desk/offline/offlineEvents'
import {
  deskOfflineSlice,
  deviceCleared,
  initialOfflineState,
  queuedActionRefused,
  queuedActionSent,
  refusalDismissed,
} from '../../../../../src/client/features/desk/offline/offlineQueueSlice'
import { BOOKING_A, BOOKING_B, queuedAction } from './offlineFixtures'

const reduce = deskOfflineSlice.reducer
const rehydrated = (payload: unknown) => ({ type: REHYDRATE, key: 'deskOffline', payload })

describe('the desk queue of handovers taken offline', () => {
  it('keeps handovers in the order taken, once per key, as offline since the first', () => {
    const first = queuedAction()
    const second = queuedAction({ key: 'desk-key-2', kind: 'check-in', bookingId: BOOKING_B })
    let state = reduce(initialOfflineState, handoverQueued(first))
    state = reduce(state, handoverQueued(second))
    state = reduce(state, handoverQueued(first))
    expect(state.actions.map((action) => action.key)).toEqual(['desk-key-1', 'desk-key-2'])
    expect(state.owner).toBe('a1')
    expect(state.offlineSince).toBe(Date.parse(first.takenAt))
  })

  it('drops a sent handover, keeps a refused one with its reason until staff dismiss it', () => {
    let state = reduce(initialOfflineState, handoverQueued(queuedAction()))
    state = reduce(state, handoverQueued(queuedAction({ key: 'desk-key-2' })))
    state = reduce(state, queuedActionSent({ key: 'desk-key-2' }))
    const refusal = { code: 'UNIT_NOT_FREE', message: 'The unit is out with another booking.' }
    state = reduce(state, queuedActionRefused({ key: 'desk-key-1', ...refusal }))
    expect(state.actions).toEqual([queuedAction({ refusal })])
    state = reduce(state, refusalDismissed({ key: 'desk-key-1' }))
    expect(state.actions).toEqual([])
  })

  it('says a booking waits to send while its handover is queued, not once it was refused', () => {
    const refusal = { code: 'UNIT_NOT_FREE', message: 'The unit is out with another booking.' }
    const waits = (deskOffline: typeof initialOfflineState, bookingId: string) =>
      selectBookingWaitsToSend({ deskOffline } as DeskOfflineRootState, bookingId)
    let state = reduce(initialOfflineState, handoverQueued(queuedAction()))
    expect(waits(state, BOOKING_A)).toBe(true)
    expect(waits(state, BOOKING_B)).toBe(false)
    state = reduce(state, queuedActionRefused({ key: 'desk-key-1', ...refusal }))
    expect(waits(state, BOOKING_A)).toBe(false)
  })

  it("never mixes another staff member's handovers into a queue", () => {
    let state = reduce(initialOfflineState, handoverQueued(queuedAction()))
    state = reduce(state, handoverQueued(queuedAction({ key: 'desk-key-9', owner: 'm2' })))
    expect([state.owner, state.actions.map((action) => action.key)]).toEqual(['m2', ['desk-key-9']])
  })

  it('takes back only the handovers it can read from the device, logging the others', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const kept = queuedAction()
    const state = reduce(
      initialOfflineState,
      rehydrated({
        owner: 'a1',
        actions: [
          kept,
          { ...kept, key: 'desk-bad', kind: 'teleport' },
          { ...kept, owner: 'm2' },
          7,
        ],
        offlineSince: 5,
      }),
    )
    expect(state).toEqual({ ...initialOfflineState, owner: 'a1', actions: [kept], offlineSince: 5 })
    expect(error).toHaveBeenCalled()
    error.mockRestore()
    expect(reduce(initialOfflineState, rehydrated(undefined))).toEqual(initialOfflineState)
  })

  it('keeps what was queued before the device answered, after what it kept', () => {
    const early = queuedAction({ key: 'desk-key-2' })
    let state = reduce(initialOfflineState, handoverQueued(early))
    state = reduce(state, rehydrated({ owner: 'a1', actions: [queuedAction()] }))
    expect(state.actions.map((action) => action.key)).toEqual(['desk-key-1', 'desk-key-2'])
  })

  it('forgets everything when the device is cleared at sign-out', () => {
    const state = reduce(initialOfflineState, handoverQueued(queuedAction()))
    expect(reduce(state, deviceCleared())).toEqual(initialOfflineState)
  })
})
