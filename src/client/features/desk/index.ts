/** The staff desk (/desk): its page, and how its rooms join the store, for the router and tests. */
export { default } from './DeskPage'
export { deskSliceInjected } from './deskInjected'
