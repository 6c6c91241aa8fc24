import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  formDraftChanged,
  formOpened,
  formSubmitAttempted,
} from '../../../../src/client/features/forms/formsSlice'
import ForgotPasswordPage from '../../../../src/client/features/session/ForgotPasswordPage'
import { formState } from '../../support/formState'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const withForgot = (forgot: ReturnType<typeof formState>) => stateWith({ forms: { forgot } })

describe('ForgotPasswordPage over a mock store', () => {
  it('opens a blank form and dispatches the email and the submit', async () => {
    const { dispatched } = await renderOverMockStore(<ForgotPasswordPage />, {
      state: withForgot(formState({ email: '' })),
    })
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'e')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(dispatched()).toEqual([
      formOpened({ form: 'forgot', draft: { email: '' } }),
      formDraftChanged({ form: 'forgot', draft: { email: 'e' } }),
      formSubmitAttempted({ form: 'forgot' }),
    ])
  })

  it('after submit says what is wrong with the email', async () => {
    await renderOverMockStore(<ForgotPasswordPage />, {
      state: withForgot(formState({ email: 'emma@' }, { submitted: true })),
    })
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    )
  })

  it.each([
    ['sent', 'If an account exists for that email'],
    ['failed', 'Failed to send password reset link.'],
  ] as const)('shows the %s answer', async (status, text) => {
    await renderOverMockStore(<ForgotPasswordPage />, {
      state: withForgot(
        formState(
          { email: 'emma@example.com' },
          { status, error: status === 'failed' ? 'failed' : null },
        ),
      ),
    })
    expect(screen.getByText(new RegExp(text))).toBeVisible()
  })
})
