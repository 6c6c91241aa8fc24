import { api } from '../../../app/api'
import { BOOKING_CHANGE_TAGS } from '../shell'

/** The API with the desk's booking tags, which a change made at the desk makes stale. */
export const deskChangeApi = api.enhanceEndpoints({ addTagTypes: BOOKING_CHANGE_TAGS })
