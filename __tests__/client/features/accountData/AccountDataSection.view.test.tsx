import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import AccountDataSection from '../../../../src/client/features/accountData/AccountDataSection'
import { AccountDeleted } from '../../../../src/client/features/accountData/AccountDeleted'
import {
  accountDeletionCancelled,
  accountDeletionOpened,
  accountDeletionRequested,
  accountExportRequested,
  type AccountDataState,
} from '../../../../src/client/features/accountData/accountDataSlice'
import type { RootState } from '../../../../src/client/app/store'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'
import { signedInSession } from '../../support/sessionState'

const withData = (accountData: Partial<AccountDataState>, language: 'en' | 'es' = 'en') =>
  ({
    ...stateWith({ session: signedInSession(), preferences: { language } }),
    accountData: {
      exporting: false,
      exportError: null,
      deletion: 'closed',
      deletionError: null,
      ...accountData,
    },
  }) as unknown as RootState

it('downloads the family’s data, and opens the deletion only when asked', async () => {
  const { dispatched } = await renderOverMockStore(<AccountDataSection />, { state: withData({}) })
  expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument()
  expect(screen.queryByLabelText('Your password, to confirm')).not.toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }))
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
  expect(dispatched()).toEqual([accountExportRequested(), accountDeletionOpened()])
})

it('says what is kept and why, asks for the password, and sends it only on the action', async () => {
  const { dispatched } = await renderOverMockStore(<AccountDataSection />, {
    state: withData({ deletion: 'confirming' }),
  })
  const form = screen.getByRole('form', { name: 'Delete your account' })
  expect(form).toHaveTextContent('issued invoices')
  expect(form).toHaveTextContent('6 years')
  await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }))
  expect(within(form).getByText('This field is required')).toBeInTheDocument()
  expect(dispatched()).toEqual([])
  await userEvent.type(within(form).getByLabelText('Your password, to confirm'), 'Sunny#Seville1')
  await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }))
  await userEvent.click(within(form).getByRole('button', { name: 'Keep my account' }))
  expect(dispatched()).toEqual([
    accountDeletionRequested({ password: 'Sunny#Seville1' }),
    accountDeletionCancelled(),
  ])
})

it('explains a refusal in the family’s language, and a failed export', async () => {
  await renderOverMockStore(<AccountDataSection />, {
    state: withData(
      {
        deletion: 'confirming',
        deletionError: 'ACCOUNT_HAS_OPEN_BOOKINGS',
        exportError: 'INTERNAL_ERROR',
      },
      'es',
    ),
  })
  expect(screen.getByText(/Tu cuenta tiene reservas que aún no han terminado/)).toBeInTheDocument()
  expect(
    screen.getByText('No hemos podido preparar tu archivo. Inténtalo de nuevo.'),
  ).toBeInTheDocument()
})

it('shows the deletion done, with the way home', async () => {
  await renderOverMockStore(<AccountDeleted />, { state: withData({ deletion: 'deleted' }) })
  expect(screen.getByRole('heading', { name: 'Your account is deleted' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
})
