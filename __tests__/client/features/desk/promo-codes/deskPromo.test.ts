import {
  promoCategoryToggled,
  promoCreateSubmitted,
  promoDraftEdited,
  promoStatusChangeRequested,
  selectPromoForm,
  selectPromoFormProblems,
} from '../../../../../src/client/features/desk/promo-codes/deskPromoSlice'
import {
  emptyPromoCodeDraft,
  promoCodeInputOf,
  promoCodeProblems,
  type PromoCodeDraft,
} from '../../../../../src/client/features/desk/promo-codes/promoCodeForm'
import { failure } from '../../../support/bookings'
import { deskStore, until } from '../deskStore'

const summer: PromoCodeDraft = {
  ...emptyPromoCodeDraft,
  code: ' summer-10 ',
  amount: '10',
  validFrom: '2027-06-01',
  validUntil: '2027-08-31',
}

describe('the new promo code form (docs/product.md, Promo codes)', () => {
  it('accepts a complete draft and sends it in the server terms', () => {
    expect(promoCodeProblems(summer)).toEqual({})
    const input = promoCodeInputOf({
      ...summer,
      kind: 'fixed',
      amount: '7,50',
      allGear: false,
      categories: ['stroller'],
      minRentalDays: '3',
      totalUses: '100',
      perTraveller: '1',
    })
    expect(input).toEqual({
      code: 'SUMMER-10',
      kind: 'fixed',
      amount: 750,
      valid_from: new Date('2027-06-01T00:00:00').toISOString(),
      valid_until: new Date('2027-08-31T23:59:59.999').toISOString(),
      categories: ['stroller'],
      min_rental_days: 3,
      total_uses: 100,
      per_traveller: 1,
    })
    expect(promoCodeInputOf(summer)).toMatchObject({
      kind: 'percent',
      amount: 10,
      categories: null,
      total_uses: null,
      per_traveller: null,
    })
  })

  it.each<[string, Partial<PromoCodeDraft>, Record<string, string>]>([
    ['odd characters in the code', { code: 'SUMMER 10%' }, { code: 'code' }],
    ['a code of 1,000 characters', { code: 'X'.repeat(1000) }, { code: 'code' }],
    ['a percentage above 100', { amount: '101' }, { amount: 'percent' }],
    ['a percentage of 0', { amount: '0' }, { amount: 'percent' }],
    ['a fixed amount of nothing', { kind: 'fixed', amount: '0' }, { amount: 'money' }],
    ['a fixed amount that is not money', { kind: 'fixed', amount: '5€' }, { amount: 'money' }],
    ['no start date', { validFrom: '' }, { validFrom: 'day' }],
    ['an end before the start', { validUntil: '2027-05-31' }, { validUntil: 'until' }],
    ['no gear chosen', { allGear: false }, { categories: 'categories' }],
    ['a minimum of 0 days', { minRentalDays: '0' }, { minRentalDays: 'days' }],
    ['a minimum of 366 days', { minRentalDays: '366' }, { minRentalDays: 'days' }],
    ['a use limit of 0', { totalUses: '0' }, { totalUses: 'limit' }],
    ['a per-traveller limit of 1.5', { perTraveller: '1.5' }, { perTraveller: 'limit' }],
  ])('names the field to fix for %s', (_case, change, problems) => {
    expect(promoCodeProblems({ ...summer, ...change })).toEqual(problems)
  })
})

/** The desk over a fake API, with its promo codes' form at hand. */
function promoStore(handlers: Parameters<typeof deskStore>[0] = {}) {
  const desk = deskStore(handlers)
  return { ...desk, form: () => selectPromoForm(desk.store.getState()) }
}

describe('creating, pausing and resuming at the desk', () => {
  it('shows the problems and sends nothing until the draft is right', async () => {
    const { store, form, api } = promoStore()
    store.dispatch(promoDraftEdited({ code: 'a!' }))
    expect(selectPromoFormProblems(store.getState())).toEqual({})
    store.dispatch(promoCreateSubmitted())
    expect(selectPromoFormProblems(store.getState())).toMatchObject({
      code: 'code',
      amount: 'percent',
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.calls).toEqual([])
    expect(form().busy).toBe(false)
  })

  it('creates the code, says so and empties the form; a taken code is refused with its reason', async () => {
    const { store, form, onListenerError, api } = promoStore({
      'POST /api/desk/promo-codes': failure(409, 'PROMO_CODE_TAKEN'),
    })
    store.dispatch(promoDraftEdited({ ...summer, allGear: false }))
    store.dispatch(promoCategoryToggled('stroller'))
    store.dispatch(promoCreateSubmitted())
    await until(() => form().errorCode === 'PROMO_CODE_TAKEN')
    expect(form()).toMatchObject({ busy: false, draft: { code: ' summer-10 ' } })
    api.on('POST /api/desk/promo-codes', { status: 201, body: {} })
    store.dispatch(promoCreateSubmitted())
    await until(() => form().created === 'SUMMER-10')
    expect(api.calls.at(-1)?.body).toMatchObject({ code: 'SUMMER-10', categories: ['stroller'] })
    expect(form()).toMatchObject({ busy: false, errorCode: null, draft: emptyPromoCodeDraft })
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('pauses a code through its status', async () => {
    const { store, form, api } = promoStore({
      'POST /api/desk/promo-codes/:id/status': { body: {} },
    })
    store.dispatch(promoStatusChangeRequested({ id: 'p1', active: false }))
    expect(form().changingId).toBe('p1')
    await until(() => form().changingId === null)
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/desk/promo-codes/p1/status',
      body: { active: false },
    })
  })
})
