/**
 * The desk changes a booking for the family (docs/desk.md, A booking): counter staff extend its
 * return by a day, see the difference before confirming, and the change shows as a new version
 * at the desk and on the family's booking; an admin refunds a reduction within 24 hours of pickup
 * anyway, with a reason. English on the desktop, Spanish on the phone.
 */
import { addDays } from '../src/shared/domain/calendar'
import { createTraveller } from './support/accounts'
import {
  paidBookingOf,
  pickupLocation,
  rentalPickingUpWithin23Hours,
  searchGear,
} from './support/bookings'
import { bearer, newModerator, openDeskAs, soonestRental } from './support/desk'
import { E2E_ADMIN } from './support/staff'
import { expect, test } from './support/test'

const TEXTS = {
  en: {
    section: 'Change the booking',
    open: 'Change booking',
    returnDate: 'Return date',
    pay: /^The family pays €\d+(\.\d\d)? more, from its booking page\.$/,
    confirm: 'Confirm the change',
    done: 'The booking is changed.',
    changes: 'Changes',
    less: /^One .+ less$/,
    kept: 'Within 24 hours of pickup a reduction refunds nothing.',
    reason: 'Reason to refund it anyway (admins)',
    refund: /^The family is refunded €[\d.]+\.$/,
    overridden: /by staff: Gear\. .+ refunded\. Refunded anyway: The flight was cancelled$/,
    version: /by staff: Return date\. €[\d.]+ → €[\d.]+\. €[\d.]+ still to pay\./,
  },
  es: {
    section: 'Cambiar la reserva',
    open: 'Cambiar reserva',
    returnDate: 'Fecha de devolución',
    pay: /^La familia paga [\d,]+\s€ más, desde la página de su reserva\.$/,
    confirm: 'Confirmar el cambio',
    done: 'La reserva ha cambiado.',
    changes: 'Cambios',
    less: /^Una unidad menos de /,
    kept: 'A menos de 24 horas de la recogida, reducir la reserva no reembolsa nada.',
    reason: 'Motivo para reembolsarlo igualmente (administradores)',
    refund: /^Se reembolsan [\d,]+\s€ a la familia\.$/,
    overridden:
      /por el personal: Equipo\. .+ reembolsados\. Reembolsado igualmente: The flight was cancelled$/,
    version:
      /por el personal: Fecha de devolución\. [\d,]+\s€ → [\d,]+\s€\. Quedan [\d,]+\s€ por pagar\./,
  },
}

test('counter staff extend a booking by a day: the difference shows first, then the new version', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const lang = testInfo.project.name === 'mobile' ? 'es' : 'en'
  const words = TEXTS[lang]
  const location = await pickupLocation(request, 'SVQ')
  // Midday: inside the desk's hours whichever day the return moves to.
  const rental = { ...soonestRental(location, 10), return_time: '12:00' }
  const longer = { ...rental, end_date: addDays(rental.end_date, 1) }
  const traveller = await createTraveller(request)
  const gear = (await searchGear(request, longer)).find((item) => item.available_stock >= 1)!
  const booking = await paidBookingOf(request, traveller, { gearIds: [gear._id], rental })
  const moderator = await newModerator(request)
  const staff = await bearer(request, moderator.email, moderator.password)
  await request.patch('/api/users/profile', { headers: staff, data: { language_preference: lang } })

  await openDeskAs(page, moderator.email, moderator.password)
  await page.goto(`/desk/bookings/${booking._id}?lang=${lang}`)
  const change = page.getByRole('region', { name: words.section })
  await change.getByRole('button', { name: words.open }).click()
  await change.getByLabel(words.returnDate).fill(longer.end_date)
  await expect(change.getByText(words.pay)).toBeVisible()
  await change.getByRole('button', { name: words.confirm }).click()
  await expect(change.getByText(words.done)).toBeVisible()
  await expect(change.getByRole('region', { name: words.changes })).toContainText(words.version)

  // The family reads the change on its booking page, with the difference still to pay.
  const family = await bearer(request, traveller.email, traveller.password)
  const read = await request.get(`/api/bookings/${booking._id}`, { headers: family })
  const changed = (await read.json()) as {
    end_date: string
    versions: { changed_by: string; status: string }[]
  }
  expect(changed.end_date).toBe(longer.end_date)
  expect(changed.versions.map(({ changed_by, status }) => [changed_by, status])).toEqual([
    ['staff', 'awaiting_payment'],
  ])
})

test('an admin takes a unit off within 24 hours of pickup and refunds it anyway, with a reason', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000)
  const lang = testInfo.project.name === 'mobile' ? 'es' : 'en'
  const words = TEXTS[lang]
  const location = await pickupLocation(request, 'SVQ')
  const rental = rentalPickingUpWithin23Hours(location)
  const traveller = await createTraveller(request)
  const gear = (await searchGear(request, rental)).find((item) => item.available_stock >= 2)!
  const booking = await paidBookingOf(request, traveller, {
    gearIds: [gear._id, gear._id],
    rental,
  })

  await openDeskAs(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await page.goto(`/desk/bookings/${booking._id}?lang=${lang}`)
  const change = page.getByRole('region', { name: words.section })
  await change.getByRole('button', { name: words.open }).click()
  await change.getByRole('button', { name: words.less }).click()
  await expect(change.getByText(words.kept)).toBeVisible()
  await change.getByRole('textbox', { name: words.reason }).fill('The flight was cancelled')
  await expect(change.getByText(words.refund)).toBeVisible()
  await change.getByRole('button', { name: words.confirm }).click()
  await expect(change.getByText(words.done)).toBeVisible()
  await expect(change.getByRole('region', { name: words.changes })).toContainText(words.overridden)
})
