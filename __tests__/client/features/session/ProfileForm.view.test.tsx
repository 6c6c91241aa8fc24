import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  formClosed,
  formDraftChanged,
  formSubmitAttempted,
} from '../../../../src/client/features/forms/formsSlice'
import { ProfileForm } from '../../../../src/client/features/session/ProfileForm'
import { draftOf } from '../../../../src/client/features/session/profileForm'
import { profileFixture } from '../../support/fixtures'
import { formState } from '../../support/formState'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const draft = draftOf(profileFixture)
const withProfile = (profile: ReturnType<typeof formState>) => stateWith({ forms: { profile } })

describe('ProfileForm over a mock store', () => {
  it('shows the draft and dispatches each keystroke as a draft change', async () => {
    const { dispatched } = await renderOverMockStore(<ProfileForm />, {
      state: withProfile(formState(draft, { openedOn: '2027-03-01' })),
    })
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Emma')
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('max', '2027-03-01')
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'S')
    await userEvent.click(screen.getByRole('checkbox'))
    expect(dispatched().filter(formDraftChanged.match)).toEqual([
      formDraftChanged({ form: 'profile', draft: { city: 'S' } }),
      formDraftChanged({ form: 'profile', draft: { marketing: true } }),
    ])
  })

  it('saves through the store, and Cancel closes the form', async () => {
    const { dispatched } = await renderOverMockStore(<ProfileForm />, {
      state: withProfile(formState(draft)),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(dispatched()).toEqual([
      formSubmitAttempted({ form: 'profile' }),
      formClosed({ form: 'profile' }),
    ])
  })

  it('after Save shows the messages of the fields to fix', async () => {
    await renderOverMockStore(<ProfileForm />, {
      state: withProfile(
        formState(
          { ...draft, phone: '12', passport_number: 'X1', date_of_birth: '2030-01-01' },
          { submitted: true, openedOn: '2027-03-01' },
        ),
      ),
    })
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    )
    expect(screen.getByRole('textbox', { name: 'Passport number' })).toHaveAccessibleDescription(
      'A passport number has 5 to 20 letters and digits',
    )
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Please enter a valid date of birth',
    )
  })

  it('waits while saving, and says why the server refused', async () => {
    const { unmount } = await renderOverMockStore(<ProfileForm />, {
      state: withProfile(formState(draft, { status: 'sending' })),
    })
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled()
    unmount()
    await renderOverMockStore(<ProfileForm />, {
      state: withProfile(formState(draft, { status: 'failed', error: 'Profile.saveFailed' })),
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save your profile.')
  })
})
