/**
 * The staff desk (/desk): its page (routed through pages.ts, in a chunk of its own) and how its
 * rooms join the store when it opens.
 */
export { default as DeskPage } from './DeskPage'
export { deskSliceInjected } from './deskInjected'
