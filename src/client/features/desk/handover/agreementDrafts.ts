import type { CheckOutRequest } from '../../../../shared/contract/desk-handover'
import type { Language } from '../../../../shared/domain/languages'

// The rental agreement's draft at check-out, and what the check-out request carries of it.

/**
 * What the family and staff filled in on the signing panel: the language the family reads the
 * agreement in, who signs, the drawn signature (a PNG data: address), or why there is none.
 */
export interface AgreementDraft {
  language: Language | null
  signerName: string
  signaturePng: string | null
  unsignedReason: string
}

export const EMPTY_AGREEMENT: AgreementDraft = {
  language: null,
  signerName: '',
  signaturePng: null,
  unsignedReason: '',
}

/**
 * What the check-out request says of its agreement: the family's signature with the signer's
 * name, else the reason staff gave; `missing` when there is neither (nothing is sent then).
 */
export function agreementPartOf(
  draft: AgreementDraft,
  fallbackLanguage: Language,
): Omit<CheckOutRequest, 'units'> | 'missing' {
  const signerName = draft.signerName.trim()
  if (draft.signaturePng && signerName) {
    return {
      agreement: {
        signer_name: signerName,
        signature_png: draft.signaturePng,
        language: draft.language ?? fallbackLanguage,
      },
    }
  }
  const reason = draft.unsignedReason.trim()
  return reason ? { unsigned_reason: reason } : 'missing'
}
