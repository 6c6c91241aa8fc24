import { SEAT_CHECKLIST } from '../../../../../shared/domain/unitSafety'
import { addAppListener, type LazyFeature } from '../../../../app/lazyFeature'
import { errorCodeOf } from '../../shell'
import { maintenanceApi } from './maintenanceApi'
import {
  deskMaintenanceSlice,
  inspectionFailed,
  inspectionRecorded,
  inspectionSubmitted,
  selectInspectionDraft,
} from './maintenanceSlice'

/** The inspection form, sent: the checks in the checklist's order, the note trimmed. */
const sendInspection = addAppListener({
  actionCreator: inspectionSubmitted,
  effect: async ({ payload: { code } }, listenerApi) => {
    const draft = selectInspectionDraft(listenerApi.getState())
    if (!draft) return
    const body = {
      checklist: SEAT_CHECKLIST.filter((item) => draft.checklist.includes(item)),
      ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
    }
    const result = await listenerApi.dispatch(
      maintenanceApi.endpoints.recordInspection.initiate({ code, assetTag: draft.assetTag, body }),
    )
    listenerApi.dispatch(
      result.error
        ? inspectionFailed(errorCodeOf(result.error))
        : inspectionRecorded({ assetTag: draft.assetTag }),
    )
  },
})

/** The Maintenance list's slice and listener, joined when the list first shows. */
export const maintenanceFeature: LazyFeature = {
  slice: deskMaintenanceSlice,
  listeners: [sendInspection],
}
