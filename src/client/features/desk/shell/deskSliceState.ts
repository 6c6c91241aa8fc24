import type { RootState } from '../../../app/store'

/**
 * Reads one of the desk's slices from the store's state: the desk's chunk adds its slices when it
 * first renders, so until then the slice's initial state stands in.
 */
export const deskSliceState =
  <State>(reducerPath: string, initialState: State) =>
  (state: RootState): State =>
    ((state as { [reducerPath: string]: unknown })[reducerPath] as State | undefined) ??
    initialState
