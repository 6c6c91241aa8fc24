import { screen } from '@testing-library/react'
import type { DeskBookingDetail } from '../../../../../src/shared/contract/desk-bookings'
import type { Language } from '../../../../../src/shared/domain/languages'
import {
  HandoverSection,
  type HandoverState,
} from '../../../../../src/client/features/desk/handover'
import { bannedWordsIn, wordsNeverInADelivery } from '../../../../shared/support/glossary'
import { delivered, deskBookingDetail } from '../deskFixtures'
import { bookingUnit, options as mockOptions, seatItem } from './handoverFixtures'
import { renderHandover } from './handoverViews'

jest.mock('../../../../../src/client/features/desk/handover/handoverApi', () => ({
  ...jest.requireActual('../../../../../src/client/features/desk/handover/handoverApi'),
  useGetHandoverOptionsQuery: () => ({ data: mockOptions() }),
}))

type Kind = 'delivery' | 'pickup'

/** What the section says of each kind of booking, in each language. */
const SAID: Record<Kind, Record<Language, Record<string, string>>> = {
  delivery: {
    en: {
      title: 'Delivery and collection',
      checkIn: 'Confirm collection',
      noShow: 'Within 24 hours of delivery nothing is refunded.',
      notReady: 'it is not its delivery day.',
      notANoShow: '(delivery time plus the grace period)',
    },
    es: {
      title: 'Entrega y retirada',
      checkIn: 'Confirmar retirada',
      noShow: 'Dentro de las 24 horas antes de la entrega no se reembolsa nada.',
      notReady: 'no es su día de entrega.',
      notANoShow: '(hora de entrega más el margen)',
    },
  },
  pickup: {
    en: {
      title: 'Handover',
      checkIn: 'Confirm check-in',
      noShow: 'Within 24 hours of pickup nothing is refunded.',
      notReady: 'it is not its pickup day.',
      notANoShow: '(pickup time plus the grace period)',
    },
    es: {
      title: 'Entrega y devolución',
      checkIn: 'Confirmar devolución',
      noShow: 'Dentro de las 24 horas antes de la recogida no se reembolsa nada.',
      notReady: 'no es su día de recogida.',
      notANoShow: '(hora de recogida más el margen)',
    },
  },
}

const booking = (kind: Kind, step: Partial<DeskBookingDetail> = {}) =>
  deskBookingDetail({ items: [seatItem], ...(kind === 'delivery' ? delivered : {}), ...step })

/** Every text the section shows along the way: check-out refused, check-in, no-show asked. */
async function everyStep(kind: Kind, language: Language) {
  const { id } = booking(kind)
  const refused = (error: string) => ({ status: { [id]: { busy: false, error } } })
  const steps: [Partial<DeskBookingDetail>, Partial<HandoverState>][] = [
    [{ can_check_out: true }, refused('NOT_READY_FOR_HANDOVER')],
    [{ can_check_in: true, units: [bookingUnit(1)] }, {}],
    [{ can_mark_no_show: true }, { ...refused('NOT_A_NO_SHOW'), noShowAsked: id }],
  ]
  const texts: string[] = []
  for (const [step, handover] of steps) {
    const view = await renderHandover(
      <HandoverSection booking={booking(kind, step)} />,
      handover,
      language,
    )
    const title = SAID[kind][language].title
    texts.push(screen.getByRole('region', { name: title }).textContent ?? '')
    view.unmount()
  }
  return texts
}

test.each([
  ['delivery', 'en'],
  ['delivery', 'es'],
  ['pickup', 'en'],
  ['pickup', 'es'],
] as const)(
  'a %s booking’s handover section speaks of its own kind (%s)',
  async (kind, language) => {
    const said = SAID[kind][language]
    const [checkOut, checkIn, noShow] = await everyStep(kind, language)
    expect(checkOut).toContain(said.notReady)
    expect(checkIn).toContain(said.checkIn)
    expect(noShow).toContain(said.noShow)
    expect(noShow).toContain(said.notANoShow)
  },
)

test.each(['en', 'es'] as const)(
  'a delivery’s handover section holds none of the glossary’s pickup words (%s)',
  async (language) => {
    const texts = await everyStep('delivery', language)
    const banned = wordsNeverInADelivery()[language]
    expect(texts.flatMap((text) => bannedWordsIn(text, banned))).toEqual([])
  },
)

test('the check-in button of a delivery is the collection’s', async () => {
  await renderHandover(
    <HandoverSection
      booking={booking('delivery', { can_check_in: true, units: [bookingUnit(1)] })}
    />,
  )
  expect(screen.getByRole('button', { name: 'Confirm collection' })).toBeEnabled()
})
