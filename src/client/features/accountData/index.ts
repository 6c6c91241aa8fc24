/** The family's data in its own hands (docs/privacy.md): its export and the account's deletion. */
export { default as AccountDataSection } from './AccountDataSection'
export { AccountDeleted } from './AccountDeleted'
export { selectAccountDeleted } from './accountDataSlice'
