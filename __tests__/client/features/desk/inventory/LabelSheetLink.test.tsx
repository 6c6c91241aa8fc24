import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { LabelSheetLink } from '../../../../../src/client/features/desk/inventory/labels/LabelSheetLink'
import { createTestI18n } from '../../../support/renderWithProviders'

// The view reads the labels through the API's mutation hook: here it answers from each test's
// state, and records what the view asked for.
const mockPrepare = jest.fn()
const mockReset = jest.fn()
const mockSheet = {
  current: {} as { data?: string; originalArgs?: string; isLoading?: boolean; isError?: boolean },
}
jest.mock('../../../../../src/client/features/desk/inventory/labels/labelSheetApi', () => ({
  labelSheetApi: {
    useLabelSheetMutation: () => [mockPrepare, { ...mockSheet.current, reset: mockReset }],
  },
}))

async function showLink(sheet: typeof mockSheet.current, language: 'en' | 'es' = 'en') {
  mockSheet.current = sheet
  const i18n = await createTestI18n(language)
  return render(
    <I18nextProvider i18n={i18n}>
      <LabelSheetLink code="SVQ" />
    </I18nextProvider>,
  )
}

beforeEach(() => {
  mockPrepare.mockClear()
  mockReset.mockClear()
  URL.revokeObjectURL = jest.fn()
})

it("asks for the location's labels with the staff's session when the button is pressed", async () => {
  await showLink({})
  await userEvent.click(screen.getByRole('button', { name: 'Unit labels of SVQ (PDF)' }))
  expect(mockPrepare).toHaveBeenCalledWith('SVQ')
})

it('offers the PDF as a download once it is ready', async () => {
  await showLink({ data: 'blob:labels-svq', originalArgs: 'SVQ' })
  const link = screen.getByRole('link', { name: 'Download the unit labels of SVQ (PDF)' })
  expect(link).toHaveAttribute('href', 'blob:labels-svq')
  expect(link).toHaveAttribute('download', 'labels-SVQ.pdf')
})

it('says so in Spanish while preparing, and when the labels could not be prepared', async () => {
  await showLink({ isLoading: true }, 'es')
  expect(screen.getByRole('button', { name: 'Preparando las etiquetas…' })).toBeDisabled()
  await showLink({ isError: true }, 'es')
  expect(screen.getByRole('alert')).toHaveTextContent(
    'No hemos podido preparar las etiquetas. Inténtalo de nuevo.',
  )
})

it('lets the PDF go from memory when the screen closes, so a new visit prepares it again', async () => {
  const { unmount } = await showLink({ data: 'blob:labels-svq', originalArgs: 'SVQ' })
  expect(URL.revokeObjectURL).not.toHaveBeenCalled()
  unmount()
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:labels-svq')
  expect(mockReset).toHaveBeenCalled()
})
