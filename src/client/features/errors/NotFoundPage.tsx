import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { PageLoading } from '../layout'
import { WAITLIST_LEAVE_PATH, waitlistLeavePage } from '../waitlist/pages'
import { NotFound } from './NotFound'

const WaitlistLeavePage = lazy(waitlistLeavePage)

/**
 * Any address no route takes. The waitlist email's leave link (/waitlist/leave#<token>) is
 * served here rather than by a route of its own, so the first page carries none of its bytes:
 * its page loads in its own chunk.
 */
export default function NotFoundPage() {
  if (useLocation().pathname === WAITLIST_LEAVE_PATH) {
    return (
      <Suspense fallback={<PageLoading />}>
        <WaitlistLeavePage />
      </Suspense>
    )
  }
  return <NotFound />
}
