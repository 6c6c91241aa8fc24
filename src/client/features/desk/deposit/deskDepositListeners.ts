import { apiErrorCode } from '../../../app/apiError'
import { addAppListener } from '../../../app/lazyFeature'
import { deskDepositApi } from './deskDepositApi'
import { centsFromText } from '../shell'
import {
  decisionFailed,
  decisionSubmitted,
  decisionSucceeded,
  selectDecision,
} from './deskDepositSlice'

/**
 * An admin's decision on the claims, sent once the draft is right with the key made when the
 * form opened (a retry answers the first decision again). A Decide pressed while one is on its
 * way sends nothing more.
 */
const sendDecision = addAppListener({
  actionCreator: decisionSubmitted,
  effect: async (_action, listenerApi) => {
    const before = selectDecision(listenerApi.getOriginalState())
    const decision = selectDecision(listenerApi.getState())
    if (!decision?.busy || before?.busy) return
    const note = decision.note.trim()
    const result = await listenerApi.dispatch(
      deskDepositApi.endpoints.decideDeposit.initiate({
        id: decision.bookingId,
        idempotencyKey: decision.idempotencyKey,
        body: { keep_amount: centsFromText(decision.keep) ?? 0, ...(note ? { note } : {}) },
      }),
    )
    listenerApi.dispatch(
      result.error
        ? decisionFailed(apiErrorCode(result.error) ?? 'INTERNAL_ERROR')
        : decisionSucceeded(),
    )
  },
})

/** The desk's deposit listeners, joined with its views (deskDepositFeature). */
export const deskDepositListeners = [sendDecision]
