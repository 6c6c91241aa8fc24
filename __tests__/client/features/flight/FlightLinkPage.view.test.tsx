import { screen } from '@testing-library/react'
import type { RootState } from '../../../../src/client/app/store'
import FlightLinkPage from '../../../../src/client/features/flight/FlightLinkPage'
import {
  flightLinkOpened,
  initialFlightState,
  type FlightState,
} from '../../../../src/client/features/flight/flightSlice'
import { flightView } from '../../support/flights'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const TOKEN = 'eyJwIjoiZmxpZ2h0X25ld3MifQ.c2lnbmF0dXJl'
const view = flightView()

function showing(flight: Partial<FlightState>, language: 'en' | 'es' = 'en') {
  const state = {
    ...stateWith({ preferences: { language } }),
    flight: { ...initialFlightState, ...flight },
  } as RootState
  return renderOverMockStore(<FlightLinkPage />, { state, route: `/flight#${TOKEN}` })
}

test('reads the link in its fragment, then shows the pickup and the flight', async () => {
  const { dispatched } = await showing({ link: { status: 'read', problem: null }, view })
  expect(dispatched()).toEqual([flightLinkOpened({ token: TOKEN })])
  expect(screen.getByText(/^Pickup on .*9 April 2027 at 10:00\.$/)).toBeVisible()
  expect(screen.getByText('Arriving on BA123, landing at 09:40.')).toBeVisible()
  expect(screen.getByRole('button', { name: 'Tell us' })).toBeVisible()
})

test('says plainly when the link has expired, in Spanish', async () => {
  await showing({ link: { status: 'refused', problem: 'LINK_EXPIRED' } }, 'es')
  expect(screen.getByText('Este enlace ha caducado.')).toBeVisible()
})

test('once the gear is handed over, the link only shows the flight', async () => {
  await showing({ link: { status: 'read', problem: null }, view: { ...view, can_report: false } })
  expect(screen.getByText('This booking no longer waits for a flight.')).toBeVisible()
  expect(screen.queryByRole('button', { name: 'Tell us' })).toBeNull()
})
