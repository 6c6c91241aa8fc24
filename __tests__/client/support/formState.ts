import {
  freshForm,
  type Draft,
  type FormState,
} from '../../../src/client/features/forms/formsSlice'

/** A form in the store as the traveller left it, for view tests over a mock store. */
export const formState = <D extends Draft>(
  draft: D,
  rest: Partial<Omit<FormState<D>, 'draft'>> = {},
): FormState<D> => ({ ...freshForm(draft), ...rest })
