import type { FeeType } from '../../../../shared/domain/constants'
import type { InvoiceKind } from '../../../../shared/domain/invoices'
import type { Language } from '../../../../shared/domain/languages'

// What an invoice PDF says, written out in both languages side by side, as the emails are.

export interface InvoiceTexts {
  title: Record<InvoiceKind, string>
  number: string
  date: string
  issuer: string
  taxId: string
  customer: string
  booking: string
  corrects: (number: string, date: string) => string
  description: string
  quantity: string
  days: string
  pricePerDay: string
  amount: string
  vatRate: string
  base: string
  vat: string
  total: string
  vatIncluded: string
  outsideVat: string
  retained: string
  refund: string
  damage: string
  promo: (code: string) => string
  listPrice: (price: string, percent: number) => string
  fees: Record<FeeType, string>
}

const EN: InvoiceTexts = {
  title: {
    simplified: 'Simplified invoice',
    full: 'Invoice',
    corrective: 'Corrective invoice',
    damage_receipt: 'Receipt for damage kept from the deposit',
  },
  number: 'Number',
  date: 'Date of issue',
  issuer: 'Issued by',
  taxId: 'Tax ID',
  customer: 'Customer',
  booking: 'Booking',
  corrects: (number, date) => `Corrects invoice ${number} of ${date}`,
  description: 'Description',
  quantity: 'Units',
  days: 'Days',
  pricePerDay: 'Price per day',
  amount: 'Amount',
  vatRate: 'VAT rate',
  base: 'Taxable base',
  vat: 'VAT',
  total: 'Total',
  vatIncluded: 'Prices include VAT.',
  outsideVat:
    'Compensation for damage, outside the scope of VAT (Ley 37/1992, art. 78.Tres.1). This is not an invoice.',
  retained: 'Kept under the cancellation and change rules',
  refund: 'Refunded by our staff',
  damage: 'Damage kept from the deposit',
  promo: (code) => `Promo code ${code}`,
  listPrice: (price, percent) => `list price ${price} a day, ${percent} % off`,
  fees: {
    insurance: 'Insurance',
    cleaning: 'Cleaning and safety check',
    airport: 'Airport desk fee',
    processing: 'Processing fee',
    delivery: 'Delivery to your address',
    pickup: 'Collection from your address',
    damage_waiver: 'Damage waiver',
    equipment_fee: 'Equipment fee',
    service_fee: 'Service fee',
  },
}

const ES: InvoiceTexts = {
  title: {
    simplified: 'Factura simplificada',
    full: 'Factura',
    corrective: 'Factura rectificativa',
    damage_receipt: 'Recibo de los daños cobrados de la fianza',
  },
  number: 'Número',
  date: 'Fecha de expedición',
  issuer: 'Emisor',
  taxId: 'NIF',
  customer: 'Cliente',
  booking: 'Reserva',
  corrects: (number, date) => `Rectifica la factura ${number} del ${date}`,
  description: 'Concepto',
  quantity: 'Unidades',
  days: 'Días',
  pricePerDay: 'Precio por día',
  amount: 'Importe',
  vatRate: 'Tipo de IVA',
  base: 'Base imponible',
  vat: 'IVA',
  total: 'Total',
  vatIncluded: 'Precios con IVA incluido.',
  outsideVat:
    'Indemnización por daños, no sujeta a IVA (Ley 37/1992, art. 78.Tres.1). Este documento no es una factura.',
  retained: 'Retenido según las condiciones de cancelación y cambio',
  refund: 'Reembolsado por nuestro equipo',
  damage: 'Daños cobrados de la fianza',
  promo: (code) => `Código promocional ${code}`,
  listPrice: (price, percent) => `precio de tarifa ${price} al día, ${percent} % de descuento`,
  fees: {
    insurance: 'Seguro',
    cleaning: 'Limpieza y revisión de seguridad',
    airport: 'Tasa del mostrador del aeropuerto',
    processing: 'Gastos de gestión',
    delivery: 'Entrega en tu dirección',
    pickup: 'Retirada en tu dirección',
    damage_waiver: 'Cobertura de daños',
    equipment_fee: 'Tasa de equipo',
    service_fee: 'Tasa de servicio',
  },
}

export const invoiceTexts = (language: Language): InvoiceTexts => (language === 'es' ? ES : EN)
