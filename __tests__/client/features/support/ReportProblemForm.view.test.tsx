import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  formDraftChanged,
  formOpened,
  formSubmitAttempted,
} from '../../../../src/client/features/forms/formsSlice'
import { supportApi } from '../../../../src/client/features/support/supportApi'
import ReportProblemForm from '../../../../src/client/features/support/ReportProblemForm'
import {
  reportDialogClosed,
  reportDownloadRequested,
} from '../../../../src/client/features/support/supportSlice'
import { formState } from '../../support/formState'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const readsApiCache = true

const withReport = (report: ReturnType<typeof formState>, downloaded = false) =>
  stateWith({ forms: { report }, support: { dialogOpen: true, downloaded } })

describe('ReportProblemForm over a mock store', () => {
  it('opens blank, focused on the description, and dispatches typing, Download and Send', async () => {
    // The mock store has no services, so the sending itself fails; the test asks only that it began.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { dispatched } = await renderOverMockStore(<ReportProblemForm />, {
      state: withReport(formState({ description: 'Stuck' })),
      readsApiCache,
    })
    const description = screen.getByRole('textbox', { name: 'What happened?' })
    expect(description).toHaveFocus()
    expect(description).toHaveValue('Stuck')
    expect(screen.getByText('5 of 2000 characters')).toBeVisible()
    await userEvent.type(description, '!')
    await userEvent.click(screen.getByRole('button', { name: 'Download report' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send to support' }))
    const ours = [formOpened, formDraftChanged, formSubmitAttempted, reportDownloadRequested]
    expect(dispatched().filter((action) => ours.some((creator) => creator.match(action)))).toEqual([
      formOpened({ form: 'report', draft: { description: '' } }),
      formDraftChanged({ form: 'report', draft: { description: 'Stuck!' } }),
      formSubmitAttempted({ form: 'report' }),
      reportDownloadRequested({ description: 'Stuck' }),
      formSubmitAttempted({ form: 'report' }),
    ])
    const sent = dispatched().filter(supportApi.endpoints.sendSupportReport.matchPending)
    expect(sent.map((action) => action.meta.arg.originalArgs)).toEqual([{ description: 'Stuck' }])
    quiet.mockRestore()
  })

  it('after a submit without a description says so, and neither saves nor sends', async () => {
    const { dispatched } = await renderOverMockStore(<ReportProblemForm />, {
      state: withReport(formState({ description: ' ' }, { submitted: true })),
      readsApiCache,
    })
    const description = screen.getByRole('textbox', { name: 'What happened?' })
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining('Please describe the problem'),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Download report' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send to support' }))
    expect(description).toHaveFocus()
    expect(dispatched().filter(reportDownloadRequested.match)).toEqual([])
    expect(dispatched().filter(supportApi.endpoints.sendSupportReport.matchPending)).toEqual([])
  })

  it('Escape closes the dialog', async () => {
    const { dispatched } = await renderOverMockStore(<ReportProblemForm />, {
      state: withReport(formState({ description: '' })),
      readsApiCache,
    })
    await userEvent.keyboard('{Escape}')
    expect(dispatched().filter(reportDialogClosed.match)).toHaveLength(1)
  })

  it('says the report was saved to the device', async () => {
    await renderOverMockStore(<ReportProblemForm />, {
      state: withReport(formState({ description: 'Stuck' }), true),
      readsApiCache,
    })
    expect(screen.getByText('The report has been saved to your device.')).toBeVisible()
  })
})
