import { handoverQueued } from '../../../../src/client/features/desk/offline'
import { sanitize } from '../../../../src/client/features/support/sanitize'

const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAASwAAABkCAYAAAA8AQ3AAAAA'

describe('the desk queue of handovers taken offline in support reports', () => {
  it('shows what waits and when it was taken, never what the family or staff wrote', () => {
    const queued = {
      key: 'desk-1b2c3d4e-0000-4000-8000-000000000001',
      kind: 'check-out' as const,
      bookingId: 'b1',
      draft: {
        units: [{ unit_id: 'u1', condition_note: 'Scratch left by Pablo García' }],
        agreement: {
          signer_name: 'Lucía Martín',
          signature_png: SIGNATURE,
          language: 'es' as const,
        },
      },
      takenAt: '2027-04-09T09:00:00.000Z',
      owner: 'a1',
      refusal: null,
    }
    const report = sanitize({ deskOffline: { owner: 'a1', actions: [queued], offlineSince: 1 } })
    const [shown] = report.deskOffline.actions
    expect(shown).toMatchObject({
      key: queued.key,
      kind: 'check-out',
      bookingId: 'b1',
      takenAt: queued.takenAt,
      refusal: null,
    })
    expect(JSON.stringify(report)).not.toMatch(/Pablo|García|Lucía|Martín|iVBOR/)
    expect(JSON.stringify(sanitize([handoverQueued(queued)]))).not.toMatch(/Pablo|Lucía|iVBOR/)
  })
})
