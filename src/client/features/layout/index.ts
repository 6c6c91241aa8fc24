/** The layout feature's public face: the frame every page renders in, and its loading state. */
export { DefaultLayout, PageLoading } from './DefaultLayout'
