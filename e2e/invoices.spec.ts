/**
 * A family's invoices from the booking page, in the sandbox (docs/money.md, Invoices): paying
 * gives a simplified invoice; asking for a full one with a NIF replaces it the legal way (a
 * corrective invoice by substitution and the full invoice); cancelling gives a corrective invoice
 * with a negative total. Each PDF, downloaded in the browser, prints its number and total, and its
 * QR carries the invoice's data. In English on the desktop and in Spanish on the phone.
 */
import { createTraveller, logIn } from './support/accounts'
import { pickupLocation } from './support/bookings'
import { bearer, paidBooking, soonestRental } from './support/desk'
import { downloadInvoice, expectPdfOf, listedInvoices } from './support/invoicePdf'
import { E2E_ISSUER_TAX_ID } from './support/staff'
import { expect, test } from './support/test'

const BILLING = {
  name: 'Viajes Muñoz SL',
  tax_id: '71938462M',
  address: 'Calle Sierpes 12',
  postal_code: '41004',
  city: 'Sevilla',
}

const FAMILY = {
  en: {
    locale: 'en-GB',
    invoices: 'Invoices',
    kinds: { simplified: 'Simplified invoice', full: 'Invoice', corrective: 'Corrective invoice' },
    corrects: (number: string) => `Corrects invoice ${number}`,
    card: 'Invoice',
    labels: {
      name: 'Name or company',
      tax_id: 'NIF, NIE, CIF or EU VAT number',
      address: 'Address',
      postal_code: 'Postal code',
      city: 'City',
    },
    send: 'Ask for a full invoice',
    issuedTo: `Your invoices are issued to ${BILLING.name} (${BILLING.tax_id}).`,
    taxId: `Tax ID: ${BILLING.tax_id}`,
    cancel: 'Cancel booking',
    cancelTitle: 'Cancel this booking?',
    cancelYes: 'Yes, cancel it',
  },
  es: {
    locale: 'es-ES',
    invoices: 'Facturas',
    kinds: {
      simplified: 'Factura simplificada',
      full: 'Factura',
      corrective: 'Factura rectificativa',
    },
    corrects: (number: string) => `Rectifica la factura ${number}`,
    card: 'Factura',
    labels: {
      name: 'Nombre o empresa',
      tax_id: 'NIF, NIE, CIF o número de IVA de la UE',
      address: 'Dirección',
      postal_code: 'Código postal',
      city: 'Ciudad',
    },
    send: 'Pedir factura completa',
    issuedTo: `Tus facturas se emiten a ${BILLING.name} (${BILLING.tax_id}).`,
    taxId: `NIF: ${BILLING.tax_id}`,
    cancel: 'Cancelar la reserva',
    cancelTitle: '¿Cancelar esta reserva?',
    cancelYes: 'Sí, cancelarla',
  },
}

test('a family downloads its simplified invoice, gets a full one in its place and a corrective one on cancelling', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const lang = testInfo.project.name === 'mobile' ? 'es' : 'en'
  const texts = FAMILY[lang]
  const pdfOf = { issuerTaxId: E2E_ISSUER_TAX_ID, locale: texts.locale }
  const location = await pickupLocation(request, 'SVQ')
  const traveller = await createTraveller(request)
  const auth = await bearer(request, traveller.email, traveller.password)
  const profile = await request.patch('/api/users/profile', {
    headers: auth,
    data: { language_preference: lang, last_name: 'Muñoz' },
  })
  expect(profile.status()).toBe(200)
  const booking = await paidBooking(request, traveller, soonestRental(location, 10))

  await logIn(page, traveller.email, traveller.password, `/booking/${booking._id}`)
  const invoices = page.getByRole('region', { name: texts.invoices, exact: true })
  const links = invoices.getByRole('link')
  const linkTo = (kind: keyof typeof texts.kinds, number: string) =>
    invoices.getByRole('link', { name: `${texts.kinds[kind]} ${number} (PDF)`, exact: true })
  // The payment's invoice was issued as the payment was recorded; the page is in their language.
  await expect(links).toHaveCount(1)
  const [simplified] = await listedInvoices(request, booking._id, auth)
  expect(simplified).toMatchObject({ kind: 'simplified', corrects: null })
  const simplifiedPdf = await downloadInvoice(page, linkTo('simplified', simplified!.number))
  expectPdfOf(simplifiedPdf, simplified!, pdfOf)
  expect(simplifiedPdf.text).toContain(texts.kinds.simplified)
  expect(simplifiedPdf.text).toContain(`${traveller.firstName} Muñoz`)

  // Asked for a full invoice: a corrective one cancels the simplified, the full one replaces it.
  const card = page.getByRole('region', { name: texts.card, exact: true })
  for (const [field, label] of Object.entries(texts.labels)) {
    await card.getByLabel(label, { exact: true }).fill(BILLING[field as keyof typeof BILLING])
  }
  await card.getByRole('button', { name: texts.send }).click()
  await expect(card.getByText(texts.issuedTo, { exact: true })).toBeVisible()
  await expect(links).toHaveCount(3)
  const [, substitution, full] = await listedInvoices(request, booking._id, auth)
  expect(substitution).toMatchObject({
    kind: 'corrective',
    total: -simplified!.total,
    corrects: simplified!.number,
  })
  expect(full).toMatchObject({ kind: 'full', total: simplified!.total })
  const substitutionPdf = await downloadInvoice(page, linkTo('corrective', substitution!.number))
  expectPdfOf(substitutionPdf, substitution!, pdfOf)
  expect(substitutionPdf.text).toContain(texts.corrects(simplified!.number))
  const fullPdf = await downloadInvoice(page, linkTo('full', full!.number))
  expectPdfOf(fullPdf, full!, pdfOf)
  expect(fullPdf.text).toContain(BILLING.name)
  expect(fullPdf.text).toContain(texts.taxId)

  // Cancelling refunds the rental: a corrective invoice of the full one, its total negative.
  await page.getByRole('button', { name: texts.cancel }).click()
  await page
    .getByRole('dialog', { name: texts.cancelTitle })
    .getByRole('button', { name: texts.cancelYes })
    .click()
  await expect(links).toHaveCount(4)
  const refund = (await listedInvoices(request, booking._id, auth))[3]!
  expect(refund).toMatchObject({ kind: 'corrective', corrects: full!.number })
  expect(refund.total).toBeLessThan(0)
  const refundPdf = await downloadInvoice(page, linkTo('corrective', refund.number))
  expectPdfOf(refundPdf, refund, pdfOf)
  expect(refundPdf.text).toContain(texts.corrects(full!.number))
  expect(refundPdf.text).toContain(BILLING.name)
})
