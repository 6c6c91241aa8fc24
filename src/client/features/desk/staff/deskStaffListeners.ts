import { addAppListener, type LazyFeature } from '../../../app/lazyFeature'
import { errorCodeOf } from '../shell'
import {
  deskStaffSlice,
  roleChanged,
  roleChangeFailed,
  roleChangeSubmitted,
} from './deskStaffSlice'
import { staffApi } from './staffApi'

/** Makes an account a moderator, or takes it back. */
const sendRoleChange = addAppListener({
  actionCreator: roleChangeSubmitted,
  effect: async ({ payload }, { dispatch }) => {
    const { error } = await dispatch(staffApi.endpoints.changeStaffRole.initiate(payload))
    dispatch(error ? roleChangeFailed(errorCodeOf(error)) : roleChanged(payload))
  },
})

/** The staff screen's slice and listener, joined to the store with the rest of the desk. */
export const staffFeature: LazyFeature = { slice: deskStaffSlice, listeners: [sendRoleChange] }
