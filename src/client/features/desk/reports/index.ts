/** The admins' Reports screen (docs/money.md, Reports), in a chunk of its own. */
export { LazyDeskReports } from './lazyDeskReports'
