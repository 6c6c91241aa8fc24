import { screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import BookingPage from '../../../../src/client/features/booking/BookingPage'
import userEvent from '@testing-library/user-event'
import QuotePage from '../../../../src/client/features/quote/QuotePage'
import { QuoteContactForm } from '../../../../src/client/features/quote/QuoteContactForm'
import {
  initialQuoteState,
  quoteAddressChanged,
} from '../../../../src/client/features/quote/quoteSlice'
import {
  BOOKING_ID,
  QUOTE_ID,
  bookingFixture,
  quoteFixture,
  sevilleDelivery,
} from '../../support/bookings'
import { itemNames, withBookingPage, withQuotePage } from '../../support/pageStates'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'
import { bannedWordsIn, wordsNeverInADelivery } from '../../../shared/support/glossary'

const bookingPage = (language: 'en' | 'es' = 'en', booking = bookingFixture(sevilleDelivery)) =>
  renderOverMockStore(
    <Routes>
      <Route path="/booking/:id" element={<BookingPage />} />
    </Routes>,
    {
      route: `/booking/${BOOKING_ID}`,
      state: withBookingPage(
        { lookup: { id: BOOKING_ID }, booking, itemNames },
        {},
        stateWith({ preferences: { language } }),
      ),
    },
  )

const rental = () => screen.getAllByRole('region')[0]!

const quotePage = (language: 'en' | 'es' = 'en') =>
  renderOverMockStore(
    <Routes>
      <Route path="/quote/:id" element={<QuotePage />} />
    </Routes>,
    {
      route: `/quote/${QUOTE_ID}`,
      state: withQuotePage(
        { id: QUOTE_ID, quote: quoteFixture(sevilleDelivery), itemNames },
        stateWith({ preferences: { language } }),
      ),
    },
  )

/** The words of translations/GLOSSARY.md a delivery never uses, found on the page. */
const pickupWordsShown = (language: 'en' | 'es') =>
  bannedWordsIn(document.body.textContent ?? '', wordsNeverInADelivery()[language])

describe('a delivered rental on its pages, over a mock store', () => {
  it('the booking shows where it is delivered and the delivery and collection windows', async () => {
    await bookingPage()
    const card = within(rental())
    expect(card.getByText('Delivery zone').nextSibling).toHaveTextContent('Seville city delivery')
    expect(card.getByText('Delivery and collection at').nextSibling).toHaveTextContent(
      'Hotel Las Casas, Calle Feria 12, 41004 SevillaRing at reception',
    )
    expect(card.getByText('Delivery').nextSibling).toHaveTextContent(
      /9 April 2027, between 10:00 and 10:30/,
    )
    expect(card.getByText('Collection').nextSibling).toHaveTextContent(
      /16 April 2027, between 18:00 and 18:30/,
    )
    expect(card.queryByText('Pickup')).toBeNull()
  })

  it('says it in Spanish', async () => {
    await bookingPage('es')
    expect(within(rental()).getByText('Entrega y retirada en')).toBeVisible()
    expect(within(rental()).getByText(/entre las 10:00 y las 10:30/)).toBeVisible()
  })

  it('the quote shows the address too', async () => {
    await quotePage()
    expect(screen.getByText(/Calle Feria 12, 41004 Sevilla/)).toBeVisible()
  })

  it.each(['en', 'es'] as const)(
    'the booking and the quote speak only of delivery and collection, in %s',
    async (language) => {
      const booking = bookingFixture({ ...sevilleDelivery, can_cancel: false })
      const { unmount } = await bookingPage(language, booking)
      expect(
        screen.getByText(/(24 hours before delivery|24 horas antes de la entrega)\)\.$/),
      ).toBeVisible()
      expect(pickupWordsShown(language)).toEqual([])
      unmount()
      await quotePage(language)
      expect(
        screen.getByText(
          /^(Cancel free of charge until 24 hours before delivery|Cancela sin coste hasta 24 horas antes de la entrega)/,
        ),
      ).toBeVisible()
      expect(pickupWordsShown(language)).toEqual([])
    },
  )

  it('a rental picked up shows no address', async () => {
    await bookingPage('en', bookingFixture({ delivery_address: null }))
    expect(screen.queryByText('Delivery and collection at')).toBeNull()
    expect(screen.getByText('Pickup')).toBeVisible()
  })

  it('the quote’s edit form changes the address too, with the zone’s messages', async () => {
    const zone = { code: 'SVQ-CITY', area: 'Seville city', postal_codes: ['41004'] }
    const { dispatched } = await renderOverMockStore(<QuoteContactForm />, {
      state: withQuotePage({
        id: QUOTE_ID,
        quote: quoteFixture(sevilleDelivery),
        editing: true,
        delivery: {
          ...initialQuoteState.delivery,
          zone,
          draft: {
            ...initialQuoteState.delivery.draft,
            ...sevilleDelivery.delivery_address,
            postal_code: '41099',
          },
          left: { postal_code: true },
        },
      }),
    })
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('Calle Feria')
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(
      'We deliver only in Seville city. Please check the postal code or choose one of our desks.',
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Number' }), 'A')
    expect(dispatched().filter(quoteAddressChanged.match)).toEqual([
      quoteAddressChanged({ draft: { number: '12A' } }),
    ])
  })
})
