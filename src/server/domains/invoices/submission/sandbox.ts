import { taxSubmissions } from '../../../db/schema'
import type { TaxAgencyPort } from './port'

/** Records what would be sent, one row per invoice record, and sends nothing. */
export const sandboxTaxAgency: TaxAgencyPort = {
  agency: 'sandbox',
  async record(tx, { invoiceId, record }) {
    await tx
      .insert(taxSubmissions)
      .values({ invoiceId, agency: 'sandbox', status: 'recorded_not_sent', record })
  },
}
