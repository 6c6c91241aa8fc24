import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  formDraftChanged,
  formOpened,
  formSubmitAttempted,
} from '../../../src/client/features/forms/formsSlice'
import ReportProblemForm from '../../../src/client/features/support/ReportProblemForm'
import { reportDialogClosed } from '../../../src/client/features/support/supportSlice'
import { formState } from '../support/formState'
import { renderOverMockStore, stateWith } from '../support/renderOverMockStore'

const withReport = (report: ReturnType<typeof formState>, downloaded = false) =>
  stateWith({ forms: { report }, support: { dialogOpen: true, downloaded } })

describe('ReportProblemForm over a mock store', () => {
  it('opens blank, focused on the description, and dispatches typing, Download and Send', async () => {
    const { dispatched } = await renderOverMockStore(<ReportProblemForm />, {
      state: withReport(formState({ description: 'Stuck' })),
    })
    const description = screen.getByRole('textbox', { name: 'What happened?' })
    expect(description).toHaveFocus()
    expect(description).toHaveValue('Stuck')
    expect(screen.getByText('5 of 2000 characters')).toBeVisible()
    await userEvent.type(description, '!')
    await userEvent.click(screen.getByRole('button', { name: 'Download report' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send to support' }))
    expect(dispatched()).toEqual([
      formOpened({ form: 'report', draft: { description: '' } }),
      formDraftChanged({ form: 'report', draft: { description: 'Stuck!' } }),
      formSubmitAttempted({ form: 'report', via: 'download' }),
      formSubmitAttempted({ form: 'report' }),
    ])
  })

  it('after a submit without a description says so and keeps the focus there', async () => {
    await renderOverMockStore(<ReportProblemForm />, {
      state: withReport(formState({ description: ' ' }, { submitted: true })),
    })
    expect(screen.getByRole('textbox', { name: 'What happened?' })).toHaveAccessibleDescription(
      expect.stringContaining('Please describe the problem'),
    )
  })

  it('Escape closes the dialog', async () => {
    const { dispatched } = await renderOverMockStore(<ReportProblemForm />, {
      state: withReport(formState({ description: '' })),
    })
    await userEvent.keyboard('{Escape}')
    expect(dispatched().filter(reportDialogClosed.match)).toHaveLength(1)
  })

  it.each([
    [{ status: 'sent' as const }, false, 'Thank you. Your report has reached our support team.'],
    [{ status: 'failed' as const, error: 'sendFailed' }, false, 'We could not send your report.'],
    [{}, true, 'The report has been saved to your device.'],
  ])('shows what became of the report (%o)', async (rest, downloaded, text) => {
    await renderOverMockStore(<ReportProblemForm />, {
      state: withReport(formState({ description: 'Stuck' }, rest), downloaded),
    })
    expect(screen.getByText(new RegExp(text))).toBeVisible()
  })
})
