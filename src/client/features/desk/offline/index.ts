/**
 * Offline at the counter (docs/desk.md): handovers the server did not answer wait on this device,
 * per staff member, and are sent in order when it answers again. What the desk's chunk uses is
 * here; the queue itself (slice, listeners, IndexedDB) is the `DeskOffline` chunk, loaded by
 * `offlineRoomJoined()`.
 */
export {
  handoverQueued,
  isUnreachable,
  newActionKey,
  offlineRoomJoined,
  selectBookingWaitsToSend,
  selectListsFetchedAt,
  selectOfflineSince,
  selectQueuedActions,
  selectReplaying,
  type DeskOfflineRootState,
  type DeskOfflineState,
  type QueuedAction,
  type QueuedKind,
} from './offlineEvents'
export { LazyOfflinePanel } from './lazyOfflinePanel'
