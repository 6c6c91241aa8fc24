import type { Tx } from '../context'
import type { RegistroAlta, TaxAgency } from '../../../../shared/domain/tax-agency'

/**
 * Where each invoice record goes for the tax agency (VERI*FACTU), handed over in the
 * transaction that issues it, so a record rolled back is never handed over. A real adapter
 * would queue it there and send it after commit (docs/operations.md, Tax agency).
 */
export interface TaxAgencyPort {
  agency: TaxAgency
  record(tx: Tx, submission: { invoiceId: string; record: RegistroAlta }): Promise<void>
}
