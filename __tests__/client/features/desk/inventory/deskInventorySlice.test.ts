import type { RootState } from '../../../../../src/client/app/store'
import {
  addUnitEdited,
  addUnitFailed,
  addUnitSubmitted,
  deskInventorySlice,
  initialDeskInventoryState,
  outOfServiceClosed,
  outOfServiceEdited,
  outOfServiceSubmitted,
  outOfServiceToggled,
  selectAddUnitDraft,
  selectOutOfServiceDraft,
  selectTurnaroundForm,
  selectUnitChangeBusy,
  selectUnitChangeError,
  turnaroundEdited,
  turnaroundSaveFailed,
  turnaroundSaveRequested,
  turnaroundsSaved,
  unitAdded,
  unitChangeFailed,
  unitChangeRequested,
  unitChangeSettled,
  type DeskInventoryState,
} from '../../../../../src/client/features/desk/inventory/deskInventorySlice'
import {
  outOfServiceBody,
  SHORT_DIALOG,
} from '../../../../../src/client/features/desk/inventory/inventoryDrafts'

type Action = Parameters<typeof deskInventorySlice.reducer>[1]
const reduce = (...actions: Action[]) =>
  actions.reduce(deskInventorySlice.reducer, initialDeskInventoryState)
/** The store's state with only the inventory's slice (or none yet). */
const root = (deskInventory?: DeskInventoryState) => ({ deskInventory }) as unknown as RootState

test('before the desk chunk joins the store, every form reads empty', () => {
  const state = root()
  expect(selectAddUnitDraft(state, 'g1')).toEqual({
    assetTag: '',
    condition: '',
    busy: false,
    errorCode: null,
  })
  expect(selectOutOfServiceDraft(state, 'g1')).toBeNull()
  expect(selectUnitChangeBusy(state)).toBe(false)
  expect(selectTurnaroundForm(state)).toEqual({
    edits: {},
    busy: false,
    errorCode: null,
    saved: false,
  })
})

test('a new unit draft is kept per item, busy while sent, with the refusal, and cleared once added', () => {
  const typed = reduce(
    addUnitEdited({ gearId: 'g1', assetTag: 'svq-x' }),
    addUnitEdited({ gearId: 'g1', condition: 'New' }),
    addUnitEdited({ gearId: 'g2', condition: 'Scuffed' }),
  )
  expect(selectAddUnitDraft(root(typed), 'g1')).toEqual({
    assetTag: 'svq-x',
    condition: 'New',
    busy: false,
    errorCode: null,
  })
  expect(selectAddUnitDraft(root(typed), 'g2').condition).toBe('Scuffed')
  const sent = deskInventorySlice.reducer(typed, addUnitSubmitted({ code: 'SVQ', gearId: 'g1' }))
  expect(selectAddUnitDraft(root(sent), 'g1').busy).toBe(true)
  const refused = deskInventorySlice.reducer(
    sent,
    addUnitFailed({ gearId: 'g1', errorCode: 'ASSET_TAG_TAKEN' }),
  )
  expect(selectAddUnitDraft(root(refused), 'g1')).toMatchObject({
    assetTag: 'svq-x',
    busy: false,
    errorCode: 'ASSET_TAG_TAKEN',
  })
  const again = deskInventorySlice.reducer(refused, addUnitSubmitted({ code: 'SVQ', gearId: 'g1' }))
  expect(selectAddUnitDraft(root(again), 'g1').errorCode).toBeNull()
  const added = deskInventorySlice.reducer(again, unitAdded({ gearId: 'g1' }))
  expect(selectAddUnitDraft(root(added), 'g1').assetTag).toBe('')
  expect(selectAddUnitDraft(root(added), 'g2').condition).toBe('Scuffed')
})

test('one out-of-service form per item: opening another unit replaces it, the same one closes it', () => {
  const opened = reduce(
    outOfServiceToggled({ gearId: 'g1', assetTag: 'A' }),
    outOfServiceEdited({ gearId: 'g1', from: '2027-03-01', reason: 'lost' }),
  )
  expect(selectOutOfServiceDraft(root(opened), 'g1')).toEqual({
    assetTag: 'A',
    from: '2027-03-01',
    until: '',
    reason: 'lost',
  })
  const other = deskInventorySlice.reducer(
    opened,
    outOfServiceToggled({ gearId: 'g1', assetTag: 'B' }),
  )
  expect(selectOutOfServiceDraft(root(other), 'g1')).toEqual({
    assetTag: 'B',
    from: '',
    until: '',
    reason: 'repair',
  })
  const closed = deskInventorySlice.reducer(
    other,
    outOfServiceToggled({ gearId: 'g1', assetTag: 'B' }),
  )
  expect(selectOutOfServiceDraft(root(closed), 'g1')).toBeNull()
  expect(
    selectOutOfServiceDraft(
      root(deskInventorySlice.reducer(other, outOfServiceClosed({ gearId: 'g1' }))),
      'g1',
    ),
  ).toBeNull()
  // Editing a closed form changes nothing.
  expect(
    deskInventorySlice.reducer(closed, outOfServiceEdited({ gearId: 'g1', until: 'x' })),
  ).toEqual(closed)
})

test('the out-of-service request sends from only when given and until as null when open-ended', () => {
  expect(outOfServiceBody({ assetTag: 'A', from: '', until: '', reason: 'repair' })).toEqual({
    reason: 'repair',
    until: null,
  })
  expect(
    outOfServiceBody({
      assetTag: 'A',
      from: '2027-03-01',
      until: '2027-03-05',
      reason: 'cleaning',
    }),
  ).toEqual({ reason: 'cleaning', from: '2027-03-01', until: '2027-03-05' })
})

test('a unit change is busy while sent, and its refusal is told only where it was asked', () => {
  const busy = reduce(outOfServiceSubmitted({ code: 'SVQ', gearId: 'g1' }))
  expect(selectUnitChangeBusy(root(busy))).toBe(true)
  expect(selectUnitChangeBusy(root(deskInventorySlice.reducer(busy, unitChangeSettled())))).toBe(
    false,
  )
  const refused = deskInventorySlice.reducer(
    busy,
    unitChangeFailed({ at: 'g1', errorCode: 'UNIT_NOT_FOUND' }),
  )
  expect(selectUnitChangeBusy(root(refused))).toBe(false)
  expect(selectUnitChangeError(root(refused), 'g1')).toBe('UNIT_NOT_FOUND')
  expect(selectUnitChangeError(root(refused), 'g2')).toBeNull()
  expect(selectUnitChangeError(root(refused), SHORT_DIALOG)).toBeNull()
  const retried = deskInventorySlice.reducer(
    refused,
    unitChangeRequested({
      code: 'SVQ',
      at: SHORT_DIALOG,
      confirm: true,
      change: { action: 'retire', assetTag: 'A', body: {} },
    }),
  )
  expect(selectUnitChangeError(root(retried), 'g1')).toBeNull()
})

test('turnaround edits stay until every one is saved; a refusal keeps them', () => {
  const edited = reduce(
    turnaroundEdited({ category: 'stroller', value: '2' }),
    turnaroundEdited({ category: 'car_seat', value: '1' }),
    turnaroundSaveRequested(),
  )
  expect(selectTurnaroundForm(root(edited))).toEqual({
    edits: { stroller: '2', car_seat: '1' },
    busy: true,
    errorCode: null,
    saved: false,
  })
  const refused = deskInventorySlice.reducer(edited, turnaroundSaveFailed('VALIDATION_ERROR'))
  expect(selectTurnaroundForm(root(refused))).toMatchObject({
    edits: { stroller: '2', car_seat: '1' },
    busy: false,
    errorCode: 'VALIDATION_ERROR',
  })
  expect(
    selectTurnaroundForm(root(deskInventorySlice.reducer(edited, turnaroundsSaved()))),
  ).toEqual({
    edits: {},
    busy: false,
    errorCode: null,
    saved: true,
  })
})
