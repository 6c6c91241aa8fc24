import type { InvoiceKind } from '../../../../shared/domain/invoices'
import type { RegistroAlta, TipoFactura } from '../../../../shared/domain/tax-agency'
import type { InvoiceRow } from '../context'
import { decimalAmount, invoiceNumber } from '../fingerprint'

/** F2 simplified, F1 full; a corrective one R5 when it corrects a simplified invoice, else R4. */
function tipoFactura(kind: InvoiceKind, corrected: InvoiceRow | null): TipoFactura {
  if (kind === 'simplified') return 'F2'
  if (kind === 'full') return 'F1'
  return corrected?.kind === 'simplified' ? 'R5' : 'R4'
}

const ddmmyyyy = (isoDate: string) => isoDate.split('-').reverse().join('-')

const idFactura = (row: Pick<InvoiceRow, 'issuerTaxId' | 'series' | 'number' | 'issueDate'>) => ({
  IDEmisorFactura: row.issuerTaxId,
  NumSerieFactura: invoiceNumber(row),
  FechaExpedicionFactura: ddmmyyyy(row.issueDate),
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
    TipoFactura: tipoFactura(invoice.kind, corrected),
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
    FechaHoraHusoGenRegistro: invoice.issuedAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    TipoHuella: '01',
    Huella: invoice.fingerprint,
  }
}
