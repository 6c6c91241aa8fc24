/**
 * A pickup waiting for its family at the desk: staff note what they heard of its flight and
 * record their calls to the family, in a chunk of its own (`<LazyDeskFamilyWait booking
 * waiting>` inside a Suspense).
 */
export { LazyDeskFamilyWait } from './lazyDeskFamilyWait'
export { familyWaitSlice } from './familyWaitSlice'
