import type { PayloadAction } from '@reduxjs/toolkit'
import type { Language } from '../../../../shared/domain/languages'
import { EMPTY_AGREEMENT, type AgreementDraft } from './agreementDrafts'
import type { HandoverState } from './handoverSlice'

// The handover slice's events about the rental agreement at check-out (handoverSlice.ts joins
// them to its own): the language it is read in, who signs, the signature, or why there is none.

/** Edits one booking's agreement draft, starting from an empty one. */
function editAgreement(state: HandoverState, bookingId: string, edit: Partial<AgreementDraft>) {
  state.agreement[bookingId] = { ...(state.agreement[bookingId] ?? EMPTY_AGREEMENT), ...edit }
}

export const agreementCaseReducers = {
  agreementLanguageChosen(
    state: HandoverState,
    action: PayloadAction<{ bookingId: string; language: Language }>,
  ) {
    editAgreement(state, action.payload.bookingId, { language: action.payload.language })
  },
  agreementSignerChanged(
    state: HandoverState,
    action: PayloadAction<{ bookingId: string; signerName: string }>,
  ) {
    editAgreement(state, action.payload.bookingId, { signerName: action.payload.signerName })
  },
  /** A stroke ended on the pad: the whole signature so far, as a PNG data: address. */
  agreementSignatureDrawn(
    state: HandoverState,
    action: PayloadAction<{ bookingId: string; signaturePng: string }>,
  ) {
    editAgreement(state, action.payload.bookingId, { signaturePng: action.payload.signaturePng })
  },
  agreementSignatureCleared(state: HandoverState, action: PayloadAction<{ bookingId: string }>) {
    editAgreement(state, action.payload.bookingId, { signaturePng: null })
  },
  agreementUnsignedReasonChanged(
    state: HandoverState,
    action: PayloadAction<{ bookingId: string; unsignedReason: string }>,
  ) {
    const { bookingId, unsignedReason } = action.payload
    editAgreement(state, bookingId, { unsignedReason })
  },
}
