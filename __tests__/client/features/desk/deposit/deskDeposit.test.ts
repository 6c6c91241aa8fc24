import { waitFor } from '@testing-library/react'
import { featureInjected } from '../../../../../src/client/app/lazyFeature'
import { deskDepositFeature } from '../../../../../src/client/features/desk/deposit/deskDepositFeature'
import {
  decisionClosed,
  decisionEdited,
  decisionOpened,
  decisionProblems,
  decisionSubmitted,
  selectDecided,
  selectDecision,
  selectDecisionMessages,
} from '../../../../../src/client/features/desk/deposit/deskDepositSlice'
import { reply, type FakeApi } from '../../../support/fakeApi'
import { deskBookingDetail } from '../deskFixtures'
import { deskStore } from '../deskStore'

const ID = deskBookingDetail().id
const DECIDE = `POST /api/desk/bookings/${ID}/deposit/decision`

/** The desk with the deposit's part joined and a decision opened on claims of 45.00. */
function depositStore(answer: Parameters<FakeApi['on']>[1] = { body: deskBookingDetail() }) {
  const desk = deskStore({ 'POST /api/desk/bookings/:id/deposit/decision': answer })
  desk.store.dispatch(featureInjected(deskDepositFeature))
  desk.store.dispatch(decisionOpened({ bookingId: ID, currency: 'EUR', claimed: 4500 }))
  return desk
}
const decision = (store: ReturnType<typeof depositStore>['store']) =>
  selectDecision(store.getState())

test('the decision opens keeping everything claimed, with a fresh key per opening', () => {
  const { store } = depositStore()
  const first = decision(store)!
  expect(first).toMatchObject({ keep: '45.00', note: '', busy: false, submitted: false })
  expect(first.idempotencyKey).toMatch(/^desk-/)
  store.dispatch(decisionClosed())
  store.dispatch(decisionOpened({ bookingId: ID, currency: 'EUR', claimed: 4500 }))
  expect(decision(store)!.idempotencyKey).not.toBe(first.idempotencyKey)
})

test('what is kept must be an amount of at most what was claimed; 0 releases everything', () => {
  const draft = { ...decision(depositStore().store)!, submitted: true }
  expect(decisionProblems({ ...draft, keep: '' }).keep).toBe('keepRequired')
  expect(decisionProblems({ ...draft, keep: '4O' }).keep).toBe('keepInvalid')
  expect(decisionProblems({ ...draft, keep: '45,01' }).keep).toBe('keepTooLarge')
  expect(decisionProblems({ ...draft, keep: '0' })).toEqual({ keep: null, note: null })
  expect(decisionProblems({ ...draft, note: 'x'.repeat(1001) }).note).toBe('noteTooLong')
})

test('a wrong draft is not sent, and says why once Decide was pressed', async () => {
  const { store, api } = depositStore()
  store.dispatch(decisionEdited({ keep: '60' }))
  expect(selectDecisionMessages(store.getState()).keep).toBeNull()
  store.dispatch(decisionSubmitted())
  expect(selectDecisionMessages(store.getState()).keep).toBe('keepTooLarge')
  expect(decision(store)!.busy).toBe(false)
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(api.callsTo(DECIDE)).toEqual([])
})

test('Decide sends what is kept and the note once, with the form’s key, then says it is done', async () => {
  const { store, onListenerError, api } = depositStore()
  const key = decision(store)!.idempotencyKey
  store.dispatch(decisionEdited({ keep: '30', note: ' Part was there before ' }))
  store.dispatch(decisionSubmitted())
  store.dispatch(decisionSubmitted())
  await waitFor(() => expect(selectDecided(store.getState())).toBe(ID))
  const sent = api.callsTo(DECIDE)
  expect(sent).toHaveLength(1)
  expect(sent[0]!.headers['idempotency-key']).toBe(key)
  expect(sent[0]!.body).toEqual({ keep_amount: 3000, note: 'Part was there before' })
  expect(decision(store)).toBeNull()
  expect(onListenerError).not.toHaveBeenCalled()
})

test('a refusal keeps the draft with its code; trying again sends the same key', async () => {
  const { store, api } = depositStore(
    reply(409, {
      success: false,
      statusCode: 409,
      code: 'DECISION_TOO_EARLY',
      message: 'The family may still answer.',
    }),
  )
  store.dispatch(decisionSubmitted())
  await waitFor(() => expect(decision(store)!.errorCode).toBe('DECISION_TOO_EARLY'))
  expect(decision(store)).toMatchObject({ busy: false, keep: '45.00' })
  store.dispatch(decisionEdited({ keep: '0' }))
  expect(decision(store)!.errorCode).toBeNull()
  api.on('POST /api/desk/bookings/:id/deposit/decision', { body: deskBookingDetail() })
  store.dispatch(decisionSubmitted())
  await waitFor(() => expect(selectDecided(store.getState())).toBe(ID))
  const keys = api.callsTo(DECIDE).map((call) => call.headers['idempotency-key'])
  expect(keys).toHaveLength(2)
  expect(new Set(keys).size).toBe(1)
  expect(api.callsTo(DECIDE)[1]!.body).toEqual({ keep_amount: 0 })
})
