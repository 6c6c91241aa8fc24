import { createSelector } from '@reduxjs/toolkit'
import { formSelector } from '../forms'
import { DESCRIPTION_MAX_LENGTH } from './supportReport'

export type ReportDraft = { description: string }

const blank: ReportDraft = { description: '' }

/** The "Report a problem" form (forms.report). */
export const selectReportForm = formSelector<ReportDraft>('report', () => blank)

/** Why the description cannot be sent (a key of `support:Dialog`), or null. */
export const selectReportProblem = createSelector([selectReportForm], ({ draft }) =>
  !draft.description.trim()
    ? 'descriptionRequired'
    : draft.description.length > DESCRIPTION_MAX_LENGTH
      ? 'descriptionTooLong'
      : null,
)
