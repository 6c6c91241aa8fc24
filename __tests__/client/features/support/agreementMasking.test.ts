import {
  agreementSignatureDrawn,
  agreementSignerChanged,
} from '../../../../src/client/features/desk/handover/handoverSlice'
import { REDACTED, sanitize } from '../../../../src/client/features/support/sanitize'

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAASwAAABkCAYAAAA8AQ3AAAAA'

describe('the rental agreement in support reports', () => {
  it('never keeps the signature image or who signed', () => {
    const drafts = {
      handover: {
        agreement: {
          b1: {
            language: 'es',
            signerName: 'Lucía Martín',
            signaturePng: SIGNATURE,
            unsignedReason: 'Her son Pablo spilt juice on the pad',
          },
        },
      },
    }
    expect(sanitize(drafts).handover.agreement.b1).toEqual({
      language: 'es',
      signerName: REDACTED,
      signaturePng: REDACTED,
      // Staff's own words, as a staff reason for a refund is kept.
      unsignedReason: 'Her son Pablo spilt juice on the pad',
    })
    const events = [
      agreementSignatureDrawn({ bookingId: 'b1', signaturePng: SIGNATURE }),
      agreementSignerChanged({ bookingId: 'b1', signerName: 'Lucía' }),
    ]
    expect(JSON.stringify(sanitize(events))).not.toMatch(/iVBOR|Lucía/)
  })

  it('leaves the signature out of the check-out request the report shows', () => {
    const request = {
      endpointName: 'handoverCheckOut',
      originalArgs: {
        id: 'b1',
        body: {
          units: [{ unit_id: 'u1' }],
          agreement: { signer_name: 'Lucía Martín', signature_png: SIGNATURE, language: 'es' },
        },
      },
    }
    expect(sanitize(request).originalArgs.body.agreement).toEqual({
      signer_name: REDACTED,
      signature_png: REDACTED,
      language: 'es',
    })
  })
})
