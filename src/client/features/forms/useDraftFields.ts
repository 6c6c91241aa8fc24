import { useAppDispatch } from '../../app/hooks'
import { formDraftChanged, type Draft, type FormName, type FormState } from './formsSlice'

/**
 * The props of a form's text fields over its draft in the store: the value, each keystroke as a
 * draft change, and the message shown (`message` of the field, once submit was pressed).
 */
export function useDraftFields<D extends Draft, F extends keyof D & string>(
  name: FormName,
  { draft, submitted }: FormState<D>,
  message: (field: F) => string | null | undefined,
) {
  const dispatch = useAppDispatch()
  const change = (changes: Partial<D>) =>
    dispatch(formDraftChanged({ form: name, draft: changes as Draft }))
  const text = (field: F) => ({
    value: String(draft[field]),
    onChange: (event: { target: { value: string } }) =>
      change({ [field]: event.target.value } as Partial<D>),
    error: submitted ? (message(field) ?? null) : null,
  })
  return { text, change }
}
