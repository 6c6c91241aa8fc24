import type { Draft, FormState } from '../../../src/client/features/forms'

/** A form in the store as the traveller left it, for view tests over a mock store. */
export const formState = <D extends Draft>(
  draft: D,
  rest: Partial<Omit<FormState<D>, 'draft'>> = {},
): FormState<D> => ({
  draft,
  touched: {},
  submitted: false,
  status: 'editing',
  error: null,
  openedOn: null,
  ...rest,
})
