import {
  auditFilterNotFound,
  auditFiltersApplied,
  auditFiltersResolved,
  auditNextPage,
  auditPreviousPage,
  deskAuditSlice,
} from '../../../../../src/client/features/desk/audit/deskAuditSlice'

const reduce = (actions: Parameters<typeof deskAuditSlice.reducer>[1][]) =>
  actions.reduce(deskAuditSlice.reducer, deskAuditSlice.getInitialState())

test('audit filters wait to be resolved, start on the first page, and page back and forth', () => {
  expect(reduce([auditNextPage('c1'), auditFiltersApplied()])).toMatchObject({
    filters: null,
    cursors: [],
  })
  expect(
    reduce([auditFiltersApplied(), auditFiltersResolved({ day: '2027-03-09' })]).filters,
  ).toEqual({
    day: '2027-03-09',
  })
  expect(reduce([auditFiltersApplied(), auditFilterNotFound('unitNotFound')]).problem).toBe(
    'unitNotFound',
  )
  expect(reduce([auditNextPage('c1'), auditNextPage('c2'), auditPreviousPage()]).cursors).toEqual([
    'c1',
  ])
})
