/** The support feature's public face: what other features may use of it. */
export { ReportProblemButton } from './ReportProblemButton'
export { ReportProblemDialog } from './ReportProblemDialog'
