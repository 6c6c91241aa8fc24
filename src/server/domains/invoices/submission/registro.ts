import type { RegistroAlta } from '../../../../shared/domain/tax-agency'
import type { InvoiceRow } from '../context'
import {
  decimalAmount,
  invoiceNumber,
  recordDate,
  recordTimestamp,
  tipoFacturaOf,
} from '../fingerprint'

const idFactura = (row: Pick<InvoiceRow, 'issuerTaxId' | 'series' | 'number' | 'issueDate'>) => ({
  IDEmisorFactura: row.issuerTaxId,
  NumSerieFactura: invoiceNumber(row),
  FechaExpedicionFactura: recordDate(row.issueDate),
})

/**
 * The record an invoice would be sent as; `corrected` is the invoice a corrective one references
 * (by differences). A damage receipt is not an invoice and has no record.
 */
export function registroAlta(invoice: InvoiceRow, corrected: InvoiceRow | null): RegistroAlta {
  if (invoice.kind === 'damage_receipt') throw new Error('A damage receipt is not an invoice')
  const corrective = invoice.kind === 'corrective'
  if (corrective && !corrected) throw new Error('A corrective invoice references its invoice')
  return {
    IDFactura: idFactura(invoice),
    TipoFactura: tipoFacturaOf(invoice.kind, corrected?.kind ?? null),
    ...(corrective
      ? { TipoRectificativa: 'I' as const, FacturasRectificadas: [idFactura(corrected!)] }
      : {}),
    Desglose: invoice.vatBreakdown.map((rate) => ({
      Impuesto: '01',
      ClaveRegimen: '01',
      CalificacionOperacion: 'S1',
      TipoImpositivo: decimalAmount(rate.rate_basis_points),
      BaseImponibleOimporteNoSujeto: decimalAmount(rate.base_cents),
      CuotaRepercutida: decimalAmount(rate.vat_cents),
    })),
    CuotaTotal: decimalAmount(invoice.vatCents),
    ImporteTotal: decimalAmount(invoice.totalCents),
    Encadenamiento: invoice.previousFingerprint
      ? { RegistroAnterior: { Huella: invoice.previousFingerprint } }
      : { PrimerRegistro: 'S' },
    FechaHoraHusoGenRegistro: recordTimestamp(invoice.issuedAt),
    TipoHuella: '01',
    Huella: invoice.fingerprint,
  }
}
