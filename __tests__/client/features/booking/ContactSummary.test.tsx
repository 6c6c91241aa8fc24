import { screen } from '@testing-library/react'
import { ContactSummary } from '../../../../src/client/features/booking/RentalSummary'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const contact = {
  phone: '+34 600 123 456',
  inbound_flight: null,
  outbound_flight: null,
  arrival_time: null,
  departure_time: null,
  notes: null,
}

test('a flight not given reads "Ninguno" in Spanish, agreeing with "vuelo", and notes "Ninguna"', async () => {
  await renderOverMockStore(<ContactSummary contact={contact} />, {
    state: stateWith({ preferences: { language: 'es' } }),
  })
  expect(screen.getByText('Vuelo de llegada').nextSibling).toHaveTextContent(/^Ninguno$/)
  expect(screen.getByText('Vuelo de salida').nextSibling).toHaveTextContent(/^Ninguno$/)
  expect(screen.getByText('Notas').nextSibling).toHaveTextContent(/^Ninguna$/)
})

test('in English each reads "None"', async () => {
  await renderOverMockStore(<ContactSummary contact={contact} />)
  expect(screen.getByText('Arriving flight').nextSibling).toHaveTextContent(/^None$/)
})

test('shows the flights with their scheduled times when the family gave them', async () => {
  await renderOverMockStore(
    <ContactSummary contact={{ ...contact, inbound_flight: 'BA123', arrival_time: '16:05' }} />,
  )
  expect(screen.getByText('Arriving flight').nextSibling).toHaveTextContent(/^BA123$/)
  expect(screen.getByText('Lands at').nextSibling).toHaveTextContent(/^16:05$/)
  expect(screen.queryByText('Takes off at')).toBeNull()
})
