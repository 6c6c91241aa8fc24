import { renderInvoicePdf } from '../src/server/domains/invoices/pdf/render'
import type { InvoiceDocument } from '../src/server/domains/invoices/pdf/document'
import type { BenchResult } from './figures'

const RUNS = 30

/** A booking's invoice of three items, two fees and a promo code, in Spanish. */
function sampleInvoice(): InvoiceDocument {
  const line = (fields: Partial<InvoiceDocument['lines'][number]>, position: number) => ({
    id: `line-${position}`,
    invoiceId: 'invoice',
    position,
    kind: 'rental' as const,
    code: 'gear-1',
    feeType: null,
    quantity: null,
    days: null,
    pricePerDayCents: null,
    listPricePerDayCents: null,
    discountPercent: null,
    amountCents: 0,
    vatRateBasisPoints: 2100,
    ...fields,
  })
  const lines = [
    line(
      {
        code: 'gear-1',
        quantity: 2,
        days: 7,
        pricePerDayCents: 630,
        listPricePerDayCents: 700,
        discountPercent: 10,
        amountCents: 8820,
      },
      1,
    ),
    line({ code: 'gear-2', quantity: 1, days: 7, pricePerDayCents: 900, amountCents: 6300 }, 2),
    line({ kind: 'fee', code: 'cleaning', feeType: 'cleaning', amountCents: 300 }, 3),
    line({ kind: 'fee', code: 'airport', feeType: 'airport', amountCents: 500 }, 4),
    line({ kind: 'promo', code: 'PRIMAVERA', discountPercent: 10, amountCents: -1592 }, 5),
  ]
  const total = lines.reduce((sum, item) => sum + item.amountCents, 0)
  const vat = Math.round((total * 2100) / 12100)
  return {
    invoice: {
      id: 'invoice',
      bookingId: 'booking',
      kind: 'simplified',
      series: 'S2027',
      year: 2027,
      number: 12,
      issuedAt: new Date('2027-04-09T08:00:00Z'),
      issueDate: '2027-04-09',
      timeZone: 'Europe/Madrid',
      correctsId: null,
      recipient: null,
      issuerTaxId: 'B12345674',
      currency: 'EUR',
      totalCents: total,
      vatCents: vat,
      vatBreakdown: [{ rate_basis_points: 2100, base_cents: total - vat, vat_cents: vat }],
      chainPosition: 12,
      fingerprint: 'F'.repeat(64),
      previousFingerprint: 'E'.repeat(64),
    },
    lines,
    original: null,
    bookingReference: 'TT-7K4P2Q',
    customerName: 'Lucía Muñoz',
    language: 'es',
    gearNames: new Map([
      ['gear-1', 'Silla de coche para bebé Maxi-Cosi Pebble 360'],
      ['gear-2', 'Silla de paseo Babyzen YOYO²'],
    ]),
  }
}

/**
 * One invoice PDF rendered (fonts embedded, QR drawn) as a download or an email attachment
 * renders it, timed over a few runs after a first one that loads the fonts.
 */
export async function invoicePdfBench(): Promise<BenchResult> {
  const document = sampleInvoice()
  const issuer = { name: 'TinyTrip Rentals S.L.', address: 'Calle Feria 12, 41003 Sevilla, España' }
  const first = performance.now()
  const bytes = await renderInvoicePdf(document, issuer)
  const cold = performance.now() - first
  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    await renderInvoicePdf(document, issuer)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const median = times[Math.floor(RUNS / 2)]!
  const p95 = times[Math.ceil(RUNS * 0.95) - 1]!
  const ms = (value: number) => `${value.toFixed(1)} ms`
  return {
    title: 'Invoice PDF',
    rows: [
      ['First render (fonts read)', ms(cold)],
      [`Median of ${RUNS} renders`, ms(median)],
      [`95th percentile of ${RUNS}`, ms(p95)],
      ['PDF size', `${(bytes.length / 1024).toFixed(1)} kB`],
    ],
    passed: true,
    figures: [
      {
        figure: 'An invoice PDF renders (median)',
        measured: ms(median),
        target: '< 200 ms',
        met: median < 200,
      },
    ],
  }
}
