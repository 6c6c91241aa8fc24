import { act } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { RootState } from '../../../../../src/client/app/store'
import {
  initialHandoverState,
  type HandoverState,
} from '../../../../../src/client/features/desk/handover'
import { renderOverMockStore, stateWith } from '../../../support/renderOverMockStore'

/** Renders a handover panel over a mock store holding these handover drafts, in `language`. */
export async function renderHandover(
  element: ReactElement,
  handover: Partial<HandoverState> = {},
  language: 'en' | 'es' = 'en',
  /** Other slices, such as the offline queue's (lazily joined to the store). */
  more: object = {},
) {
  const state = {
    ...stateWith({ preferences: { language } }),
    handover: { ...initialHandoverState, ...handover },
    ...more,
  } as RootState
  const view = await renderOverMockStore(element, { state })
  // A claim's fields load lazily, as they do in the desk: they come in before the test reads.
  await act(async () => undefined)
  return view
}
