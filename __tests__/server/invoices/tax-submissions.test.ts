/**
 * The tax agency port in the sandbox: every invoice issued leaves one record of what would be
 * sent, with the official type codes and the chain's fingerprints, marked as not sent; a damage
 * receipt leaves none, and neither does an invoice whose transaction is rolled back.
 */
import { asc, eq } from 'drizzle-orm'
import { invoices, taxSubmissions } from '../../../src/server/db/schema'
import { invoiceNumber, issueDamageReceipt } from '../../../src/server/domains/invoices'
import { huella } from '../../../src/server/domains/invoices/fingerprint'
import { issueRecord } from '../../../src/server/domains/invoices/issue'
import { bookedTraveller, bookingTestApp, payThroughSandbox } from '../support/bookings'

const suite = bookingTestApp()

const submissionsOf = async (bookingId: string) =>
  suite.db
    .select({ invoice: invoices, submission: taxSubmissions })
    .from(invoices)
    .leftJoin(taxSubmissions, eq(taxSubmissions.invoiceId, invoices.id))
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(invoices.chainPosition))

const paidBooking = async () => {
  const booked = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
  await payThroughSandbox(suite.app, booked.auth, booked.booking._id)
  return booked
}

it('records what each invoice would be sent as, with its type code and fingerprints, and sends nothing', async () => {
  const { auth, booking } = await paidBooking()
  const details = await suite.app.inject({
    method: 'PUT',
    url: `/api/bookings/${booking._id}/billing-details`,
    headers: auth,
    payload: {
      name: 'Muñoz Viajes SL',
      address: 'Calle Sierpes 12',
      postal_code: '41004',
      city: 'Sevilla',
      country: 'ES',
      tax_id: 'B58378431',
    },
  })
  expect(details.statusCode).toBe(200)
  const cancelled = await suite.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: auth,
  })
  expect(cancelled.statusCode).toBe(200)

  const rows = await submissionsOf(booking._id)
  expect(
    rows.map(({ invoice, submission }) => [invoice.kind, submission?.record.TipoFactura]),
  ).toEqual([
    ['simplified', 'F2'],
    ['corrective', 'R5'],
    ['full', 'F1'],
    ['corrective', 'R4'],
  ])
  const [simplified, , full, refund] = rows.map((row) => row.invoice)
  for (const { invoice, submission } of rows) {
    expect(submission).toMatchObject({ agency: 'sandbox', status: 'recorded_not_sent' })
    const [year, month, day] = invoice.issueDate.split('-')
    expect(submission!.record).toMatchObject({
      IDFactura: {
        IDEmisorFactura: invoice.issuerTaxId,
        NumSerieFactura: invoiceNumber(invoice),
        FechaExpedicionFactura: `${day}-${month}-${year}`,
      },
      Huella: invoice.fingerprint,
      TipoHuella: '01',
      Encadenamiento: invoice.previousFingerprint
        ? { RegistroAnterior: { Huella: invoice.previousFingerprint } }
        : { PrimerRegistro: 'S' },
      ImporteTotal: (invoice.totalCents / 100).toFixed(2),
      CuotaTotal: (invoice.vatCents / 100).toFixed(2),
      Desglose: [
        expect.objectContaining({
          TipoImpositivo: '21.00',
          CuotaRepercutida: (invoice.vatCents / 100).toFixed(2),
        }),
      ],
    })
    // To the second, with its offset, as the official format writes it.
    const record = submission!.record
    expect(record.FechaHoraHusoGenRegistro).toBe(
      `${invoice.issuedAt.toISOString().slice(0, 19)}+00:00`,
    )
    // The agency finds the record's fingerprint again from the record's own fields.
    expect(
      huella({
        ...record.IDFactura,
        TipoFactura: record.TipoFactura,
        CuotaTotal: record.CuotaTotal,
        ImporteTotal: record.ImporteTotal,
        HuellaAnterior:
          'RegistroAnterior' in record.Encadenamiento
            ? record.Encadenamiento.RegistroAnterior.Huella
            : '',
        FechaHoraHusoGenRegistro: record.FechaHoraHusoGenRegistro,
      }),
    ).toBe(record.Huella)
  }
  expect(rows[1]!.submission!.record).toMatchObject({
    TipoRectificativa: 'I',
    FacturasRectificadas: [{ NumSerieFactura: invoiceNumber(simplified!) }],
  })
  expect(rows[3]!.submission!.record.FacturasRectificadas).toEqual([
    expect.objectContaining({ NumSerieFactura: invoiceNumber(full!) }),
  ])
  expect(refund!.correctsId).toBe(full!.id)
})

it('records nothing for a damage receipt, which is not an invoice', async () => {
  const { booking } = await paidBooking()
  const receipt = await suite.db.transaction((tx) =>
    issueDamageReceipt(tx, { bookingId: booking._id, cents: 2500 }),
  )
  expect(receipt).toMatchObject({ kind: 'damage_receipt' })
  expect(
    await suite.db.select().from(taxSubmissions).where(eq(taxSubmissions.invoiceId, receipt!.id)),
  ).toEqual([])
})

it('records nothing for an invoice whose transaction is rolled back', async () => {
  const { booking } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
  const before = await suite.db.select().from(taxSubmissions)
  await expect(
    suite.db.transaction(async (tx) => {
      const issued = await issueRecord(tx, {
        bookingId: booking._id,
        kind: 'simplified',
        correctsId: null,
        currency: 'EUR',
        timeZone: 'Europe/Madrid',
        lines: [{ kind: 'rental', code: 'ZST405-B', amountCents: 4200, vatRateBasisPoints: 2100 }],
      })
      const recorded = await tx
        .select()
        .from(taxSubmissions)
        .where(eq(taxSubmissions.invoiceId, issued.id))
      expect(recorded).toHaveLength(1)
      throw new Error('the payment transaction fails')
    }),
  ).rejects.toThrow('the payment transaction fails')
  expect(await suite.db.select().from(taxSubmissions)).toEqual(before)
  expect(await submissionsOf(booking._id)).toEqual([])
})
