import {
  formDraftChanged,
  formOpened,
  formSubmitAttempted,
} from '../../../../src/client/features/forms/formsSlice'
import {
  selectSignupForm,
  selectSignupProblems,
  signupDraftFor,
} from '../../../../src/client/features/session/signupForm'
import { parseReport, replayReport } from '../../../../src/client/features/support/replay'
import { reportDownloadRequested } from '../../../../src/client/features/support/supportSlice'
import { basketStore, settle, until } from '../../support/basketStore'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import accountTexts from '../../../../translations/en/account.json'

const TYPED = {
  first_name: 'Lucía',
  last_name: 'Fernández',
  email: 'lucia.fernandez@example.com',
  phone: '+34 61',
}
const PASSWORD = 'Viajes#Sevilla2027'

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    'POST /api/users': { status: 201, body: { success: true, message: 'ok' } },
  })
})
afterEach(() => api.restore())

/** A traveller fills in sign-up with a short phone, agrees, presses Create account, then reports. */
async function stuckOnThePhone() {
  const session = basketStore()
  const { store } = session
  store.dispatch(formOpened({ form: 'signup', draft: signupDraftFor('en') }))
  for (const [field, value] of Object.entries(TYPED)) {
    store.dispatch(formDraftChanged({ form: 'signup', draft: { [field]: value } }))
  }
  store.dispatch(formDraftChanged({ form: 'signup', draft: { data_consent: true } }))
  store.dispatch(
    formSubmitAttempted({
      form: 'signup',
      passwords: { password: PASSWORD, confirmation: PASSWORD },
    }),
  )
  await settle()
  store.dispatch(reportDownloadRequested({ description: 'Create account does nothing' }))
  await until(() => session.services.download.mock.calls.length > 0)
  return { ...session, text: session.services.download.mock.calls[0]![1] }
}

describe('a report from a traveller stuck on a sign-up message', () => {
  it('replays to "Please enter a valid phone number" and holds none of the typed values', async () => {
    const { store, text, onListenerError } = await stuckOnThePhone()
    expect(selectSignupProblems(store.getState())).toEqual({ phone: 'phone' })
    expect(api.callsTo('POST /api/users')).toEqual([])
    for (const typed of [...Object.values(TYPED), PASSWORD, 'Lucía', 'fernandez']) {
      expect(text).not.toContain(typed)
    }

    const replayed = replayReport(parseReport(text))
    const problems = selectSignupProblems(replayed)
    expect(
      Object.entries(problems).map(([field, code]) => [field, accountTexts.Validation[code]]),
    ).toEqual([['phone', 'Please enter a valid phone number']])
    // Which fields were filled, how long, with what kinds of characters; never the values.
    expect(selectSignupForm(replayed)).toMatchObject({
      draft: {
        first_name: 'Xxxxx',
        last_name: 'Xxxxxxxxx',
        email: 'xxxxx.xxxxxxxxx@xxxxxxx.xxx',
        phone: '+00 00',
        data_consent: true,
      },
      touched: { first_name: true, email: true, phone: true, data_consent: true },
      submitted: true,
      status: 'editing',
    })
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('sends nothing while the passwords differ, then the form once they match', async () => {
    const { store } = basketStore()
    store.dispatch(formOpened({ form: 'signup', draft: signupDraftFor('es') }))
    store.dispatch(
      formDraftChanged({
        form: 'signup',
        draft: { ...TYPED, phone: '+34 611 222 333', data_consent: true },
      }),
    )
    store.dispatch(
      formSubmitAttempted({
        form: 'signup',
        passwords: { password: PASSWORD, confirmation: 'other' },
      }),
    )
    await settle()
    expect(api.callsTo('POST /api/users')).toEqual([])
    store.dispatch(
      formSubmitAttempted({
        form: 'signup',
        passwords: { password: PASSWORD, confirmation: PASSWORD },
      }),
    )
    await until(() => selectSignupForm(store.getState()).status === 'sent')
    expect(api.callsTo('POST /api/users')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          email: TYPED.email,
          password: PASSWORD,
          language_preference: 'es',
          legitimate_data_processing_consent: true,
          marketing_consent: false,
        }),
      }),
    ])
  })
})
