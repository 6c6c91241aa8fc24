/** The children on a family's account (docs/safety.md): the profile page's section. */
export { default as ChildrenSection } from './ChildrenSection'
