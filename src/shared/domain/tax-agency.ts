/**
 * What the invoice records would be sent to the tax agency as (VERI*FACTU, docs/money.md,
 * Invoices): the tax agencies the server can be configured with (TAX_AGENCY), of which only the
 * sandbox exists, and the "registro de alta" of one invoice.
 */
export const TAX_AGENCIES = ['sandbox'] as const
export type TaxAgency = (typeof TAX_AGENCIES)[number]

/** The official invoice types (TipoFactura) of the records a tax agency is sent. */
export type TipoFactura = 'F1' | 'F2' | 'R4' | 'R5'

/** The VAT at one rate, as the record's breakdown (Desglose / DetalleDesglose) states it. */
export interface DetalleDesglose {
  /** 01: VAT. */
  Impuesto: '01'
  /** 01: the general regime. */
  ClaveRegimen: '01'
  /** S1: subject and not exempt. */
  CalificacionOperacion: 'S1'
  TipoImpositivo: string
  BaseImponibleOimporteNoSujeto: string
  CuotaRepercutida: string
}

/** An invoice's identity: issuer, series and number, issue date (DD-MM-YYYY). */
export interface IDFactura {
  IDEmisorFactura: string
  NumSerieFactura: string
  FechaExpedicionFactura: string
}

/**
 * The VERI*FACTU "registro de alta" of one invoice record, with the official field names of the
 * AEAT's SuministroLR schema, amounts as decimals with a point.
 */
export interface RegistroAlta {
  IDFactura: IDFactura
  TipoFactura: TipoFactura
  /** I: by differences (the corrective states the negative amounts). */
  TipoRectificativa?: 'I'
  FacturasRectificadas?: IDFactura[]
  Desglose: DetalleDesglose[]
  CuotaTotal: string
  ImporteTotal: string
  /** The previous record's fingerprint, or the first record's mark. */
  Encadenamiento: { RegistroAnterior: { Huella: string } } | { PrimerRegistro: 'S' }
  /** When the record was generated, with its offset. */
  FechaHoraHusoGenRegistro: string
  /** 01: SHA-256. */
  TipoHuella: '01'
  Huella: string
}
