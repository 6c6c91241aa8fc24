import { devToolsOptions } from '../../../../src/client/app/devTools'
import {
  formDraftChanged,
  formSubmitAttempted,
} from '../../../../src/client/features/forms/formsSlice'
import { isValidEmail, isValidPhone } from '../../../../src/shared/domain/contactRules'
import { isValidFlightNumber } from '../../../../src/shared/domain/checkoutRules'
import { REDACTED, sanitize } from '../../../../src/client/features/support/sanitize'
import {
  depositHoldRequested,
  depositLinkOpened,
} from '../../../../src/client/features/deposit/depositLinkSlice'

describe('sanitize', () => {
  it('replaces secrets and personal data by the marker and keeps the shape', () => {
    const profile = {
      email: 'ana@example.com',
      first_name: 'Ana',
      phone: '+34 612 345 678',
      passport_number: 'X1234567',
      date_of_birth: '1990-01-31',
      address: { street: '1 Calle Feria', city: 'Sevilla', postal_code: null },
      emergency_contact: { name: 'Luis', phone: '+34 600 000 000', relationship: 'brother' },
      consents: { marketing: false },
    }
    expect(sanitize(profile)).toEqual({
      email: REDACTED,
      first_name: REDACTED,
      phone: REDACTED,
      passport_number: REDACTED,
      date_of_birth: REDACTED,
      address: { street: REDACTED, city: REDACTED, postal_code: null },
      emergency_contact: { name: REDACTED, phone: REDACTED, relationship: REDACTED },
      consents: { marketing: false },
    })
  })

  it('masks a draft so it keeps its shape and its validity, not its values', () => {
    const typed = { phone: '+34 612 345 678', inbound_flight: 'ib31', notes: 'Ñandú 2', empty: '' }
    const masked = sanitize({ contact: { draft: typed, touched: { phone: true } } }).contact
    expect(masked).toEqual({
      draft: { phone: '+00 000 000 000', inbound_flight: 'xx00', notes: 'Xxxxx 0', empty: '' },
      touched: { phone: true },
    })
    expect(isValidPhone(masked.draft.phone)).toBe(true)
    expect(isValidFlightNumber(masked.draft.inbound_flight)).toBe(true)
    expect(isValidPhone(sanitize({ draft: { phone: '+34 61' } }).draft.phone)).toBe(false)
  })

  it('keeps a form draft’s shape and its email valid, and hides the passwords of its submit', () => {
    const opened = sanitize(
      formDraftChanged({
        form: 'signup',
        draft: { email: 'lucia@example.com', data_consent: true },
      }),
    )
    expect(opened.payload.draft).toEqual({ email: 'xxxxx@xxxxxxx.xxx', data_consent: true })
    expect(isValidEmail(opened.payload.draft.email as string)).toBe(true)
    const submitted = sanitize(
      formSubmitAttempted({
        form: 'signup',
        passwords: { password: 'Ab1#x', confirmation: 'Ab1#x' },
      }),
    )
    expect(submitted.payload).toEqual({
      form: 'signup',
      passwords: { password: REDACTED, confirmation: REDACTED },
    })
  })

  it('removes tokens, passwords, reset codes and card data but keeps when a token expires', () => {
    const action = {
      type: 'api/executeMutation/fulfilled',
      payload: { access_token: 'a.b.c', refresh_token: 'r', expires_in: 900 },
      meta: { arg: { originalArgs: { token: 'reset-code', new_password: 'Secret#1' } } },
    }
    expect(sanitize(action)).toEqual({
      type: 'api/executeMutation/fulfilled',
      payload: { access_token: REDACTED, refresh_token: REDACTED, expires_in: 900 },
      meta: { arg: { originalArgs: { token: REDACTED, new_password: REDACTED } } },
    })
    expect(sanitize({ accessTokenExpiresAt: 1_800_000_000_000 })).toEqual({
      accessTokenExpiresAt: 1_800_000_000_000,
    })
    expect(sanitize({ card: { number: '4242424242424242', cvc: '123', exp_month: 4 } })).toEqual({
      card: { number: REDACTED, cvc: REDACTED, exp_month: 0 },
    })
  })

  it('redacts a deposit link’s token from its events and the calls that carry it', () => {
    const token = 'dl.eyJiIjoiOWQ0ZTFhMmIifQ.c2lnbmF0dXJl'
    expect(sanitize(depositLinkOpened({ token, returned: true })).payload).toEqual({
      token: REDACTED,
      returned: true,
    })
    expect(sanitize(depositHoldRequested({ token })).payload).toEqual({ token: REDACTED })
    const pending = {
      type: 'api/executeMutation/pending',
      meta: { arg: { endpointName: 'viewDepositLink', originalArgs: { token }, track: false } },
    }
    expect(JSON.stringify(sanitize(pending))).not.toContain(token)
  })

  it('scrubs emails and tokens written inside free text', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl'
    expect(sanitize({ message: `No account for ana@example.com (${token})` })).toEqual({
      message: `No account for ${REDACTED} (${REDACTED})`,
    })
  })

  it('hides an activation code in the query cache, both its argument and its cache key', () => {
    const state = {
      queries: {
        'activateAccount("code-123")': {
          endpointName: 'activateAccount',
          originalArgs: 'code-123',
          status: 'fulfilled',
        },
      },
    }
    const text = JSON.stringify(sanitize(state))
    expect(text).not.toContain('code-123')
    expect(sanitize(state)).toEqual({
      queries: {
        [`activateAccount("${REDACTED}")`]: {
          endpointName: 'activateAccount',
          originalArgs: REDACTED,
          status: 'fulfilled',
        },
      },
    })
  })

  it('leaves the value it is given untouched and gives the same answer for frozen state', () => {
    const state = Object.freeze({ session: Object.freeze({ email: 'ana@example.com' }) })
    expect(sanitize(state)).toBe(sanitize(state))
    expect(state.session.email).toBe('ana@example.com')
  })
})

describe('Redux DevTools options', () => {
  const state = { session: { email: 'ana@example.com' } }

  it('name the store TinyTrip and sanitise actions and states with the same rules', () => {
    const options = devToolsOptions(false, false)
    expect(options).toMatchObject({ name: 'TinyTrip', trace: true })
    if (!options) throw new Error('DevTools are on in development')
    expect(options.stateSanitizer!(state, 0)).toEqual({ session: { email: REDACTED } })
    const action = { type: 'session/loginSubmitted', payload: { password: 'pw' } }
    expect(options.actionSanitizer!(action, 0)).toEqual({
      type: 'session/loginSubmitted',
      payload: { password: REDACTED },
    })
  })

  it('are off in production unless the build asked for them, and never trace there', () => {
    expect(devToolsOptions(true, false)).toBe(false)
    expect(devToolsOptions(true, true)).toMatchObject({ name: 'TinyTrip', trace: false })
  })
})
