import { useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { useDeskFormat, useDeskTimeZone } from '../shell'
import {
  selectListsFetchedAt,
  selectOfflineSince,
  selectQueuedActions,
  selectReplaying,
  type DeskOfflineRootState,
} from './offlineEvents'
import { OfflineBanner } from './OfflineBanner'
import { refusalDismissed } from './offlineQueueSlice'
import { QueuedActions } from './QueuedActions'

/** When the day's lists the desk shows were last fetched (ms), from RTK Query's cache. */
const selectDayListsFetchedAt = (state: DeskOfflineRootState) =>
  selectListsFetchedAt(state) ??
  Object.values(state.api.queries).reduce<number | null>(
    (latest, query) =>
      query?.endpointName === 'getDeskDay' && query.fulfilledTimeStamp
        ? Math.max(latest ?? 0, query.fulfilledTimeStamp)
        : latest,
    null,
  )

/** Minutes since `at`, counted again every half minute. */
function useMinutesSince(at: number | null) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  return at === null ? null : Math.max(0, Math.floor((now - at) / 60_000))
}

/**
 * Offline at the counter (the `DeskOffline` chunk): while the server does not answer, since when
 * and how old the lists are; the handovers taken offline, waiting or refused.
 */
export default function OfflinePanel() {
  const dispatch = useAppDispatch()
  const offlineSince = useAppSelector(selectOfflineSince)
  const listsAt = useAppSelector(selectDayListsFetchedAt)
  const actions = useAppSelector(selectQueuedActions)
  const sending = useAppSelector(selectReplaying)
  const minutes = useMinutesSince(listsAt)
  const timeZone = useDeskTimeZone()
  const { zoned } = useDeskFormat()
  const shown = (ms: number | string) => zoned(new Date(ms).toISOString(), timeZone)
  if (offlineSince === null && actions.length === 0) return null
  return (
    <>
      {offlineSince !== null && (
        <OfflineBanner
          since={shown(offlineSince)}
          lists={listsAt !== null && minutes !== null ? { at: shown(listsAt), minutes } : null}
        />
      )}
      {actions.length > 0 && (
        <QueuedActions
          rows={actions.map((action) => ({ ...action, takenAt: shown(action.takenAt) }))}
          sending={sending}
          onDismiss={(key) => dispatch(refusalDismissed({ key }))}
        />
      )}
    </>
  )
}
