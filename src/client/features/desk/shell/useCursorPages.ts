import type { UnknownAction } from '@reduxjs/toolkit'
import { useAppDispatch } from '../../../app/hooks'

/**
 * A desk list paged with cursors kept in the store as a stack (one per page after the first):
 * the cursor to ask for, and the Pager's page and moves.
 */
export function useCursorPages(
  cursors: string[],
  nextPage: (cursor: string) => UnknownAction,
  previousPage: () => UnknownAction,
) {
  const dispatch = useAppDispatch()
  return {
    cursor: cursors.at(-1) ?? null,
    page: cursors.length + 1,
    onPrevious: () => dispatch(previousPage()),
    onNext: (cursor: string) => dispatch(nextPage(cursor)),
  }
}
