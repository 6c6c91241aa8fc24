import type { Locator } from '@playwright/test'
import { createTraveller, logIn } from './support/accounts'
import { searchGear, svqRental } from './support/bookings'
import { addDays, isHoliday, nextWeekday } from './support/calendar'
import { bearer, createPromoCode } from './support/desk'
import { expect, test } from './support/test'

const THURSDAY = 4

/** An amount as the cards show it: "€6.40", "−€6.40", "6,40 €", "−6,40 €". */
const AMOUNT = /^−?\s?€?\s?[\d.,]+\s?€?$/

/**
 * Each amount of a price card with the number of lines it takes: its text's line boxes, counted
 * by their distinct tops (a wrapped "−€6.40" has two).
 */
function amountLines(card: Locator) {
  return card.locator('dd').evaluateAll((cells, pattern) => {
    const amount = new RegExp(pattern)
    return cells
      .map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())
      .map((text, index) => {
        const range = document.createRange()
        range.selectNodeContents(cells[index]!)
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
        return { text, lines: tops.size }
      })
      .filter(({ text }) => amount.test(text))
  }, AMOUNT.source)
}

test('amounts never wrap inside themselves on the quote and booking price cards, in English and Spanish', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  // A week's rental (its long-rental line) with a promo code; each project books its own week,
  // clear of the dates the other journeys book from the same airport stock.
  const ahead = testInfo.project.name === 'desktop' ? 126 : 140
  const start = nextWeekday(
    THURSDAY,
    ahead,
    (date) => isHoliday(date) || isHoliday(addDays(date, 7)),
  )
  const rental = svqRental(start, addDays(start, 7), '10:00', '18:00')
  const gear = (await searchGear(page.request, rental)).find((item) => item.available_stock > 0)!
  const code = await createPromoCode(page.request, 10)
  const traveller = await createTraveller(page.request)
  const headers = await bearer(page.request, traveller.email, traveller.password)
  const quote = await page.request.post('/api/quotes', {
    headers,
    data: { ...rental, gear_ids: [gear._id], phone: '+34 600 123 456', promo_code: code },
  })
  expect(quote.status()).toBe(201)
  const quoteId = ((await quote.json()) as { _id: string })._id
  await logIn(page, traveller.email, traveller.password)
  await expect(page).toHaveURL(/\/search$/)

  const checkCard = async (path: string) => {
    for (const [language, title] of [
      ['en', 'Price'],
      ['es', 'Precio'],
    ] as const) {
      await page.goto(`${path}?lang=${language}`)
      const card = page.getByRole('region', { name: title })
      await expect(card.getByText(code).first()).toBeVisible()
      const amounts = await amountLines(card)
      expect(amounts.some(({ text }) => text.startsWith('−'))).toBe(true)
      expect(amounts.filter(({ lines }) => lines !== 1)).toEqual([])
    }
  }

  await checkCard(`/quote/${quoteId}`)
  const booking = await page.request.post('/api/bookings', {
    headers: { ...headers, 'idempotency-key': `e2e-${quoteId}` },
    data: { quote_id: quoteId },
  })
  expect(booking.status()).toBe(201)
  await checkCard(`/booking/${((await booking.json()) as { _id: string })._id}`)
})
