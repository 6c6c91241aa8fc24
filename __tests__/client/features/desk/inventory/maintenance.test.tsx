import { screen, within } from '@testing-library/react'
import { featureInjected } from '../../../../../src/client/app/lazyFeature'
import { MaintenancePanel } from '../../../../../src/client/features/desk/inventory/maintenance/MaintenancePanel'
import { maintenanceApi } from '../../../../../src/client/features/desk/inventory/maintenance/maintenanceApi'
import { maintenanceFeature } from '../../../../../src/client/features/desk/inventory/maintenance/maintenanceListeners'
import {
  inspectionItemToggled,
  inspectionNoteEdited,
  inspectionOpened,
  inspectionSubmitted,
  selectInspectionDraft,
  selectInspectionRecorded,
} from '../../../../../src/client/features/desk/inventory/maintenance/maintenanceSlice'
import type { MaintenanceList } from '../../../../../src/shared/contract/desk'
import { SEAT_CHECKLIST } from '../../../../../src/shared/domain/unitSafety'
import { reply } from '../../../support/fakeApi'
import { deskStore, until } from '../deskStore'
import { answered, renderDeskView } from '../renderDeskView'
import { unit } from '../deskFixtures'

const TAG = 'SVQ-ZCS208-R-001'
const INSPECTIONS = `POST /api/desk/locations/SVQ/units/${TAG}/inspections`
const safety = (overrides: object) => ({
  manufactured_on: '2018-05-01',
  expires_on: '2028-05-01',
  inspection_due_on: '2027-02-20',
  last_inspected_at: '2026-02-20T09:00:00.000Z',
  ...overrides,
})
const list: MaintenanceList = {
  location_code: 'SVQ',
  today: '2027-03-01',
  units: [
    {
      unit_id: 'u1',
      asset_tag: TAG,
      gear_id: 'g1',
      gear_code: 'ZCS208-R',
      names: { en: 'Cybex Sirona T', es: 'Cybex Sirona T' },
      state: 'overdue',
      safety: safety({}),
    },
    {
      unit_id: 'u2',
      asset_tag: 'SVQ-ZCS208-R-002',
      gear_id: 'g1',
      gear_code: 'ZCS208-R',
      names: { en: 'Cybex Sirona T', es: 'Cybex Sirona T' },
      state: 'expired',
      safety: safety({ expires_on: '2027-02-01' }),
    },
  ],
}

function joined(handlers = {}) {
  const setup = deskStore(handlers)
  setup.store.dispatch(featureInjected(maintenanceFeature))
  return setup
}

describe('the inspection form', () => {
  it('sends the checks ticked in the checklist’s order and the note, then says it was recorded', async () => {
    const { store, api } = joined({
      [INSPECTIONS]: { status: 201, body: { unit: unit(TAG), flagged_bookings: [] } },
    })
    store.dispatch(inspectionOpened({ assetTag: TAG }))
    for (const item of [...SEAT_CHECKLIST].reverse()) store.dispatch(inspectionItemToggled(item))
    store.dispatch(inspectionItemToggled('labels'))
    store.dispatch(inspectionItemToggled('labels'))
    store.dispatch(inspectionNoteEdited('  Harness washed '))
    store.dispatch(inspectionSubmitted({ code: 'SVQ' }))
    await until(() => selectInspectionRecorded(store.getState()) === TAG)
    expect(api.callsTo(INSPECTIONS)[0]?.body).toEqual({
      checklist: [...SEAT_CHECKLIST],
      note: 'Harness washed',
    })
    expect(selectInspectionDraft(store.getState())).toBeNull()
  })

  it('keeps the form with the refusal when a check is missing', async () => {
    const { store } = joined({
      [INSPECTIONS]: reply(422, {
        success: false,
        statusCode: 422,
        code: 'CHECKLIST_INCOMPLETE',
        message: 'Every check of a seat is needed; not ticked: base.',
      }),
    })
    store.dispatch(inspectionOpened({ assetTag: TAG }))
    store.dispatch(inspectionItemToggled('shell'))
    store.dispatch(inspectionSubmitted({ code: 'SVQ' }))
    await until(() => selectInspectionDraft(store.getState())?.busy === false)
    expect(selectInspectionDraft(store.getState())).toMatchObject({
      checklist: ['shell'],
      errorCode: 'CHECKLIST_INCOMPLETE',
    })
  })
})

describe('MaintenancePanel over a mock store', () => {
  beforeEach(() => {
    jest.spyOn(maintenanceApi, 'useGetMaintenanceQuery').mockReturnValue(answered(list) as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('lists the seats due, the most pressing first, and opens an inspection', async () => {
    const { dispatched, user } = await renderDeskView(<MaintenancePanel code="SVQ" />)
    const items = within(screen.getByRole('region', { name: 'Maintenance' })).getAllByRole(
      'listitem',
    )
    expect(items[0]).toHaveTextContent(`${TAG} · Cybex Sirona T · inspection overdue since`)
    expect(items[1]).toHaveTextContent('expired on')
    // An expired seat is not inspected back into service.
    expect(within(items[1]!).queryByRole('button')).toBeNull()
    await user.click(screen.getByRole('button', { name: `Record inspection: ${TAG}` }))
    expect(dispatched().filter(inspectionOpened.match)).toEqual([
      inspectionOpened({ assetTag: TAG }),
    ])
  })

  it('shows the open form in Spanish with every check to tick', async () => {
    const draft = { assetTag: TAG, checklist: [], note: '', busy: false, errorCode: null }
    await renderDeskView(<MaintenancePanel code="SVQ" />, {
      language: 'es',
      rooms: { deskMaintenance: { inspection: draft, recorded: null } },
    })
    const form = screen.getByRole('group', { name: `Revisión y limpieza de ${TAG}` })
    expect(within(form).getAllByRole('checkbox')).toHaveLength(SEAT_CHECKLIST.length)
    expect(within(form).getByLabelText('Limpia y seca')).not.toBeChecked()
  })
})
