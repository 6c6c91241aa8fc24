import { isAnyOf } from '@reduxjs/toolkit'
import { apiErrorCode } from '../../../app/apiError'
import { addAppListener, type LazyFeature } from '../../../app/lazyFeature'
import type { RootState } from '../../../app/store'
import { handoverApi } from './handoverApi'
import {
  checkInOutcomeChanged,
  claimDropped,
  claimPhotoFailed,
  claimPhotoRemoved,
  claimPhotosChosen,
  claimPhotoUploaded,
  handoverSucceeded,
  selectCheckInChoices,
} from './handoverSlice'
import { closePreview } from './photoPreviews'

/** The local previews a booking's claims show now. */
const previewsOf = (state: RootState, bookingId: string) =>
  Object.values(selectCheckInChoices(state, bookingId)).flatMap(
    (choice) => choice.claim?.photos.map((photo) => photo.preview) ?? [],
  )

/** Each photo chosen for a claim and not refused is uploaded at once, all side by side. */
const uploadChosenPhotos = addAppListener({
  actionCreator: claimPhotosChosen,
  effect: async ({ payload, meta }, { dispatch, getState }) => {
    const { bookingId, unitId } = payload
    const photos = selectCheckInChoices(getState(), bookingId)[unitId]?.claim?.photos ?? []
    await Promise.all(
      payload.photos.map(async ({ key }, index) => {
        const file = meta.arg[index]
        if (!file || photos.find((photo) => photo.key === key)?.status !== 'uploading') return
        const result = await dispatch(
          handoverApi.endpoints.uploadClaimPhoto.initiate({ file }, { track: false }),
        )
        dispatch(
          result.data
            ? claimPhotoUploaded({ bookingId, unitId, key, id: result.data.id })
            : claimPhotoFailed({
                bookingId,
                unitId,
                key,
                error: apiErrorCode(result.error) ?? 'INTERNAL_ERROR',
              }),
        )
      }),
    )
  },
})

/** A photo that leaves the draft (removed, its claim dropped, the check-in done) lets go of its preview. */
const releasePreviews = addAppListener({
  matcher: isAnyOf(claimPhotoRemoved, claimDropped, checkInOutcomeChanged, handoverSucceeded),
  effect: (action, { getOriginalState, getState }) => {
    const { bookingId } = (action as ReturnType<typeof claimDropped>).payload
    const kept = new Set(previewsOf(getState(), bookingId))
    for (const preview of previewsOf(getOriginalState(), bookingId)) {
      if (!kept.has(preview)) closePreview(preview)
    }
  },
})

/** The claim's photo uploads: they join the store with the claim's fields. */
export const claimPhotosFeature: LazyFeature = { listeners: [uploadChosenPhotos, releasePreviews] }
