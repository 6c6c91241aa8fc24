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
) {
  const state = {
    ...stateWith({ preferences: { language } }),
    handover: { ...initialHandoverState, ...handover },
  } as RootState
  return renderOverMockStore(element, { state })
}
