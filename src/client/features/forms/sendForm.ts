import type { AppDispatch } from '../../app/store'
import { formStatusChanged, type FormName } from './formsSlice'

/**
 * Sends `form` with `request` (a listener's, once the draft passes the rules): sending, then
 * sent, or failed with `failure`'s message key for the error.
 */
export async function sendForm(
  form: FormName,
  request: () => Promise<{ error?: unknown }>,
  failure: (error: unknown) => string,
  dispatch: AppDispatch,
) {
  dispatch(formStatusChanged({ form, status: 'sending' }))
  const { error } = await request()
  dispatch(
    error
      ? formStatusChanged({ form, status: 'failed', error: failure(error) })
      : formStatusChanged({ form, status: 'sent' }),
  )
}
