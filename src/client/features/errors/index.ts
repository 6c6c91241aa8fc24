/** The errors feature's public face: what other features may use of it. */
export { NotFound } from './NotFound'
export { RouteErrorPage } from './RouteErrorPage'
