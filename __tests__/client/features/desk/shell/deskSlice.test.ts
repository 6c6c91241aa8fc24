import { deskSliceInjected } from '../../../../../src/client/features/desk'
import { locationChosen, selectDeskLocation } from '../../../../../src/client/features/desk/shell'
import { createFakeServices } from '../../../support/fakeServices'
import { makeTestStore } from '../../../support/testStore'

test('the desk opens on SVQ, before and after its slice joins the store, and keeps the location chosen', () => {
  const store = makeTestStore({ services: createFakeServices() })
  expect(selectDeskLocation(store.getState())).toBe('SVQ')
  store.dispatch(deskSliceInjected())
  // The slice's state shows from the next action on.
  store.dispatch(locationChosen('SVQ'))
  expect(store.getState()).toHaveProperty('desk')
  expect(selectDeskLocation(store.getState())).toBe('SVQ')
  store.dispatch(locationChosen('AGP'))
  expect(selectDeskLocation(store.getState())).toBe('AGP')
})
