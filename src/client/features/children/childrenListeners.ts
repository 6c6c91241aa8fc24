import { addAppListener, type LazyFeature } from '../../app/lazyFeature'
import { describeApiError } from '../../lib/apiErrors'
import { formSubmitAttempted, sendForm } from '../forms'
import { childrenApi } from './childrenApi'
import { childInputOf, selectChildForm, selectChildProblems } from './childForm'

/** Saves the child form when Save was pressed and its draft passes the rules. */
const saveChild = addAppListener({
  predicate: (action) => formSubmitAttempted.match(action) && action.payload.form === 'child',
  effect: async (_action, listenerApi) => {
    const state = listenerApi.getState()
    if (Object.keys(selectChildProblems(state)).length > 0) return
    const { draft } = selectChildForm(state)
    await sendForm(
      'child',
      () =>
        listenerApi.dispatch(
          childrenApi.endpoints.saveChild.initiate({
            id: draft.id,
            child_profile: childInputOf(draft),
          }),
        ),
      (error) =>
        describeApiError(error).code === 'CHILD_LIMIT_REACHED'
          ? 'Children.limitFailed'
          : 'Children.saveFailed',
      listenerApi.dispatch,
    )
  },
})

/** The child form's listener, joining the store with the profile page's chunk. */
export const childrenFeature: LazyFeature = { listeners: [saveChild] }
