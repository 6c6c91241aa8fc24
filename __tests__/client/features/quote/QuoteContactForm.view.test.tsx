import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QuoteContactForm } from '../../../../src/client/features/quote/QuoteContactForm'
import { quoteContactSubmitAttempted } from '../../../../src/client/features/quote/quoteEvents'
import {
  quoteContactChanged,
  quoteEditClosed,
  type QuoteState,
} from '../../../../src/client/features/quote/quoteSlice'
import { withQuotePage } from '../../support/pageStates'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const draft = {
  phone: '+34 61',
  inbound_flight: 'BA2704',
  arrival_time: '',
  outbound_flight: '',
  departure_time: '',
  notes: 'Twins',
}

const editing = (fields: Partial<QuoteState> = {}, language: 'en' | 'es' = 'en') =>
  renderOverMockStore(<QuoteContactForm />, {
    state: withQuotePage(
      { editing: true, contact: { draft, touched: {}, submitted: false }, ...fields },
      stateWith({ preferences: { language } }),
    ),
  })

describe('QuoteContactForm over a mock store', () => {
  it('shows the draft as it is in the store, without messages before Save', async () => {
    await editing()
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+34 61')
    expect(screen.getByRole('textbox', { name: 'Arriving flight (optional)' })).toHaveValue(
      'BA2704',
    )
    expect(screen.getByText('5 of 500 characters')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeValid()
  })

  it('dispatches each keystroke as a draft change of its field', async () => {
    const { dispatched } = await editing()
    await userEvent.type(screen.getByRole('textbox', { name: 'Departing flight (optional)' }), 'U')
    expect(dispatched().filter(quoteContactChanged.match)).toEqual([
      quoteContactChanged({ draft: { outbound_flight: 'U' } }),
    ])
  })

  it('after Save shows the message and moves the focus to the field to fix', async () => {
    const { dispatched } = await editing({ contact: { draft, touched: {}, submitted: true } })
    const phone = screen.getByRole('textbox', { name: 'Phone number' })
    expect(phone).toBeInvalid()
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid phone number'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }))
    expect(dispatched().filter(quoteContactSubmitAttempted.match)).toEqual([
      quoteContactSubmitAttempted(),
    ])
    expect(phone).toHaveFocus()
  })

  it('shows why saving failed, disables Save while saving, and closes on Cancel', async () => {
    const { dispatched } = await editing({ saveError: 'Errors.updateQuoteOwner', saving: true })
    expect(screen.getByRole('alert')).toHaveTextContent('You can only update your own quotes')
    expect(screen.getByRole('button', { name: 'Save details' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(dispatched().filter(quoteEditClosed.match)).toEqual([quoteEditClosed()])
  })

  it('speaks Spanish', async () => {
    await editing({ contact: { draft, touched: {}, submitted: true } }, 'es')
    expect(screen.getByRole('textbox', { name: /^Teléfono/ })).toBeInvalid()
  })
})
