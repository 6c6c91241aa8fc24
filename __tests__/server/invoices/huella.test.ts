/**
 * The fingerprint of an invoice record is the tax agency's: the two chained examples of the
 * AEAT's specification of the huella of a registro de alta give the hashes it publishes.
 */
import { huella, invoiceFingerprint } from '../../../src/server/domains/invoices/fingerprint'

const FIRST = {
  IDEmisorFactura: '89890001K',
  NumSerieFactura: '12345678/G33',
  FechaExpedicionFactura: '01-01-2024',
  TipoFactura: 'F1',
  CuotaTotal: '12.35',
  ImporteTotal: '123.45',
  HuellaAnterior: '',
  FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
}
const FIRST_HUELLA = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60'

it("gives the AEAT's published fingerprints of a first record and of the one chained to it", () => {
  expect(huella(FIRST)).toBe(FIRST_HUELLA)
  expect(
    huella({
      ...FIRST,
      NumSerieFactura: '12345679/G34',
      HuellaAnterior: FIRST_HUELLA,
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00',
    }),
  ).toBe('F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97')
})

it('writes our records as the registro does: number, date, type code, amounts and the moment', () => {
  const record = {
    issuerTaxId: 'B00000000',
    series: 'R2027',
    number: 12,
    issueDate: '2027-04-02',
    recordType: 'R5' as const,
    totalCents: -12_05,
    vatCents: -2_09,
    previousFingerprint: FIRST_HUELLA,
    issuedAt: new Date('2027-04-02T08:00:01.999Z'),
  }
  expect(invoiceFingerprint(record)).toBe(
    huella({
      IDEmisorFactura: 'B00000000',
      NumSerieFactura: 'R2027-000012',
      FechaExpedicionFactura: '02-04-2027',
      TipoFactura: 'R5',
      CuotaTotal: '-2.09',
      ImporteTotal: '-12.05',
      HuellaAnterior: FIRST_HUELLA,
      FechaHoraHusoGenRegistro: '2027-04-02T08:00:01+00:00',
    }),
  )
})
