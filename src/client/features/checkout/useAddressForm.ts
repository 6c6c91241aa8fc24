import { useAppSelector } from '../../app/hooks'
import type { RootState } from '../../app/store'
import { addressFieldId } from './deliveryAddressForm'
import type { DeliveryAddressSelectors } from './deliveryAddressSelectors'

/** A delivery address form's state and messages, and moving the focus to its first field to fix. */
export function useAddressForm(form: string, selectors: DeliveryAddressSelectors<RootState>) {
  const address = useAppSelector(selectors.selectForm)
  const messages = useAppSelector(selectors.selectMessages)
  const [firstProblem] = useAppSelector(selectors.selectProblems)
  const focusFirstProblem = () => {
    if (firstProblem) document.getElementById(addressFieldId(form, firstProblem.field))?.focus()
  }
  return { form: address, messages, focusFirstProblem, hasProblem: firstProblem !== undefined }
}
