import { act } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { RootState } from '../../../../../src/client/app/store'
import {
  initialFamilyWaitState,
  type FamilyWaitState,
} from '../../../../../src/client/features/desk/family-wait/familyWaitSlice'
import { initialHandoverState } from '../../../../../src/client/features/desk/handover'
import { renderOverMockStore, stateWith } from '../../../support/renderOverMockStore'

/**
 * Renders a view of a pickup waiting for its family over a mock store holding these drafts, in
 * `language`; the lazily loaded part comes in before the test reads.
 */
export async function renderFamilyWait(
  element: ReactElement,
  familyWait: Partial<FamilyWaitState> = {},
  language: 'en' | 'es' = 'en',
) {
  const state = {
    ...stateWith({ preferences: { language } }),
    handover: initialHandoverState,
    familyWait: { ...initialFamilyWaitState, ...familyWait },
  } as RootState
  const view = await renderOverMockStore(element, { state })
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  return view
}
