/** The children on a family's account (docs/safety.md): the profile page's section, and their reading. */
export { default as ChildrenSection } from './ChildrenSection'
export { childrenApi } from './childrenApi'
