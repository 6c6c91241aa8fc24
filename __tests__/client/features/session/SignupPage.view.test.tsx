import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  formDraftChanged,
  formOpened,
  formSubmitAttempted,
} from '../../../../src/client/features/forms/formsSlice'
import SignupPage from '../../../../src/client/features/session/SignupPage'
import { signupDraftFor } from '../../../../src/client/features/session/signupForm'
import { formState } from '../../support/formState'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const typed = {
  ...signupDraftFor('en'),
  first_name: 'Lucía',
  last_name: 'Fernández',
  email: 'lucia@example.com',
  phone: '+34 61',
}

const withSignup = (signup: ReturnType<typeof formState>, language: 'en' | 'es' = 'en') =>
  stateWith({ preferences: { language }, forms: { signup } })

describe('SignupPage over a mock store', () => {
  it('opens a blank form in the interface language and shows the draft of the store', async () => {
    const { dispatched } = await renderOverMockStore(<SignupPage />, {
      state: withSignup(formState(typed)),
      route: '/signup',
    })
    expect(dispatched().filter(formOpened.match)).toEqual([
      formOpened({ form: 'signup', draft: signupDraftFor('en') }),
    ])
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Lucía')
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeValid()
  })

  it('dispatches each keystroke and choice as a draft change of its field', async () => {
    const { dispatched } = await renderOverMockStore(<SignupPage />, {
      state: withSignup(formState(signupDraftFor('en'))),
    })
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'l')
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Preferred language' }),
      'es',
    )
    await userEvent.click(screen.getByRole('checkbox', { name: /processing of my personal data/ }))
    expect(dispatched().filter(formDraftChanged.match)).toEqual([
      formDraftChanged({ form: 'signup', draft: { email: 'l' } }),
      formDraftChanged({ form: 'signup', draft: { language_preference: 'es' } }),
      formDraftChanged({ form: 'signup', draft: { data_consent: true } }),
    ])
  })

  it('sends the passwords only with the submit, never as a draft change', async () => {
    const { dispatched } = await renderOverMockStore(<SignupPage />, {
      state: withSignup(formState(typed)),
    })
    await userEvent.type(screen.getByLabelText('Password'), 'Ab1#')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Ab1#')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(dispatched().filter(formSubmitAttempted.match)).toEqual([
      formSubmitAttempted({
        form: 'signup',
        passwords: { password: 'Ab1#', confirmation: 'Ab1#' },
      }),
    ])
    expect(JSON.stringify(dispatched().filter(formDraftChanged.match))).not.toContain('Ab1#')
  })

  it('after Create account shows each field’s message', async () => {
    await renderOverMockStore(<SignupPage />, {
      state: withSignup(formState(typed, { submitted: true })),
    })
    const phone = screen.getByRole('textbox', { name: 'Phone number' })
    expect(phone).toBeInvalid()
    expect(phone).toHaveAccessibleDescription('Please enter a valid phone number')
    expect(screen.getByRole('checkbox', { name: /personal data/ })).toHaveAccessibleDescription(
      /Please agree to the processing/,
    )
    expect(screen.getByLabelText('Password')).toBeInvalid()
  })

  it.each([
    ['rateLimited', 'Too many attempts. Please wait a few minutes and try again.'],
    ['failed', 'Failed to create account. Please try again.'],
  ])('says why sending failed (%s)', async (error, text) => {
    await renderOverMockStore(<SignupPage />, {
      state: withSignup(formState(typed, { status: 'failed', error })),
    })
    expect(screen.getByRole('alert')).toHaveTextContent(text)
  })

  it('waits while sending, then asks to check the email', async () => {
    const { unmount } = await renderOverMockStore(<SignupPage />, {
      state: withSignup(formState(typed, { status: 'sending' })),
    })
    expect(screen.getByRole('button', { name: 'Creating your account…' })).toBeDisabled()
    unmount()
    await renderOverMockStore(<SignupPage />, {
      state: withSignup(formState(typed, { status: 'sent' })),
    })
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    expect(screen.getByText(/sent an activation link to lucia@example.com/)).toBeVisible()
  })

  it('speaks Spanish', async () => {
    await renderOverMockStore(<SignupPage />, {
      state: withSignup(formState(typed, { submitted: true }), 'es'),
    })
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeVisible()
  })
})
