import { addAppListener, type LazyFeature } from '../../app/lazyFeature'
import type { AppDispatch } from '../../app/store'
import { describeApiError } from '../../lib/apiErrors'
import { linkProblemOf } from '../../lib/emailedLinks'
import { depositLinkApi } from './depositLinkApi'
import {
  depositHoldFailed,
  depositHoldRequested,
  depositLinkOpened,
  depositLinkRead,
  depositLinkRefused,
  depositLinkSlice,
} from './depositLinkSlice'

/** The contract's bounds of a token: anything else was cut or altered on its way. */
const TOKEN_LENGTH = { min: 10, max: 512 }
const wellFormed = (token: string) =>
  token.length >= TOKEN_LENGTH.min && token.length <= TOKEN_LENGTH.max

/** What the link is for now (a hold placed on the provider's page is recorded first). */
async function readLink(token: string, dispatch: AppDispatch) {
  if (!wellFormed(token)) return void dispatch(depositLinkRefused({ problem: 'INVALID_LINK' }))
  const request = dispatch(
    depositLinkApi.endpoints.viewDepositLink.initiate({ token }, { track: false }),
  )
  try {
    dispatch(depositLinkRead({ view: await request.unwrap() }))
  } catch (error) {
    dispatch(depositLinkRefused({ problem: linkProblemOf(error) }))
  }
}

/**
 * The deposit link's state machine: opened, it reads the link (the latest opening wins); the
 * hold is placed on the card provider's page, where the browser goes (`extra.redirect`), and
 * comes back to /deposit?placed=1 with the link, which reads it again.
 */
export const depositLinkListeners = [
  addAppListener({
    actionCreator: depositLinkOpened,
    effect: async ({ payload }, api) => {
      api.cancelActiveListeners()
      await readLink(payload.token, api.dispatch)
    },
  }),
  addAppListener({
    actionCreator: depositHoldRequested,
    effect: async ({ payload: { token } }, { dispatch, extra }) => {
      const request = dispatch(
        depositLinkApi.endpoints.openDepositCheckout.initiate({ token }, { track: false }),
      )
      try {
        extra.redirect((await request.unwrap()).url)
      } catch (error) {
        const { code } = describeApiError(error)
        if (code === 'DEPOSIT_NOT_NEEDED') {
          dispatch(depositHoldFailed({ error: 'DEPOSIT_NOT_NEEDED' }))
          await readLink(token, dispatch)
        } else if (linkProblemOf(error) === 'FAILED') {
          dispatch(depositHoldFailed({ error: 'FAILED' }))
        } else {
          dispatch(depositLinkRefused({ problem: linkProblemOf(error) }))
        }
      }
    },
  }),
]

/** The page's state and workflows, joined to the store when the page first renders. */
export const depositLinkFeature: LazyFeature = {
  slice: depositLinkSlice,
  listeners: depositLinkListeners,
}
