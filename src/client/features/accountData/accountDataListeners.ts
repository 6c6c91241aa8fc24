import { addAppListener, type LazyFeature } from '../../app/lazyFeature'
import { paths } from '../../app/paths'
import { describeApiError } from '../../lib/apiErrors'
import { selectSessionUser, sessionCleared } from '../session'
import { accountDataApi } from './accountDataApi'
import {
  accountDataSlice,
  accountDeleted,
  accountDeletionRefused,
  accountDeletionRequested,
  accountExportFailed,
  accountExportRequested,
  accountExportSaved,
} from './accountDataSlice'

/** An error's code, or what the family is told when the server could not be reached. */
const codeOf = (error: unknown) => describeApiError(error).code ?? 'NETWORK'

/** Fetches the export (with the family's token) and saves it to the device as it came. */
const saveExport = addAppListener({
  actionCreator: accountExportRequested,
  effect: async (_action, { dispatch, extra }) => {
    const result = await dispatch(
      accountDataApi.endpoints.exportAccount.initiate(undefined, { track: false }),
    )
    if (result.error || !result.data) {
      dispatch(accountExportFailed(codeOf(result.error)))
      return
    }
    extra.download(result.data.filename, result.data.text, 'application/json')
    dispatch(accountExportSaved())
  },
})

/**
 * Sends the deletion with the password typed; once it is done the session is cleared here too
 * (the server has ended it) and the profile's address shows that the account is gone.
 */
const deleteAccount = addAppListener({
  actionCreator: accountDeletionRequested,
  effect: async ({ payload }, { dispatch, getState, extra }) => {
    const userId = selectSessionUser(getState())?.id
    const result = await dispatch(
      accountDataApi.endpoints.deleteAccount.initiate(
        { password: payload.password },
        { track: false },
      ),
    )
    if (result.error) {
      dispatch(accountDeletionRefused(codeOf(result.error)))
      return
    }
    dispatch(accountDeleted())
    dispatch(sessionCleared({ reason: 'logout' }))
    if (userId) extra.navigate(paths.profile.to(userId), { replace: true })
  },
})

/** The profile page's data section: its slice and listeners, joined with its chunk. */
export const accountDataFeature: LazyFeature = {
  slice: accountDataSlice,
  listeners: [saveExport, deleteAccount],
}
