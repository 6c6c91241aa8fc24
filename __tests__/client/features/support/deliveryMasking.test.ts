import {
  contactSubmitted,
  deliveryAddressChanged,
} from '../../../../src/client/features/checkout/checkoutSlice'
import { REDACTED, sanitize } from '../../../../src/client/features/support/sanitize'

const address = {
  street: 'Calle Feria',
  number: '12',
  postal_code: '41004',
  city: 'Sevilla',
  place_name: 'Hotel Las Casas',
  instructions: 'Ring twice',
}

describe('a delivery address in support reports', () => {
  it('keeps the shape of what was typed, never the address', () => {
    const typed = sanitize(deliveryAddressChanged({ draft: { street: 'Calle Feria 12' } }))
    expect(typed.payload.draft).toEqual({ street: 'Xxxxx Xxxxx 00' })
    const state = sanitize({ checkout: { delivery: { draft: address, left: { street: true } } } })
    expect(state.checkout.delivery.draft).toEqual({
      street: 'Xxxxx Xxxxx',
      number: '00',
      postal_code: '00000',
      city: 'Xxxxxxx',
      place_name: 'Xxxxx Xxx Xxxxx',
      instructions: 'Xxxx xxxxx',
    })
    expect(state.checkout.delivery.left).toEqual({ street: true })
  })

  it('redacts the address sent with a quote and the one a booking or a run stop carries', () => {
    const sent = sanitize(
      contactSubmitted({
        contact: { phone: '+34 612 345 678' },
        damageWaiver: false,
        deliveryAddress: address,
      }),
    )
    expect(sent.payload.deliveryAddress).toEqual({
      street: REDACTED,
      number: REDACTED,
      postal_code: REDACTED,
      city: REDACTED,
      place_name: REDACTED,
      instructions: REDACTED,
    })
    const stop = sanitize({
      kind: 'delivery',
      booking: { reference: 'TT-1', delivery_address: address },
    })
    expect(JSON.stringify(stop)).not.toMatch(/Feria|41004|Sevilla|Casas|Ring/)
    expect(stop.booking.reference).toBe('TT-1')
    // Parts of an address under another name are hidden too.
    expect(sanitize({ street: 'Calle Feria', postalCode: '41004', instructions: 'x' })).toEqual({
      street: REDACTED,
      postalCode: REDACTED,
      instructions: REDACTED,
    })
  })
})
