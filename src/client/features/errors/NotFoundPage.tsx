import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { NotFound } from './NotFound'

/**
 * The waitlist email's leave link, /waitlist/leave#<token>, has no route of its own: the router
 * is on the first page, which carries none of its bytes. This page serves it, its code loaded
 * on demand (the feature's pages.ts, then the page's chunk).
 */
const WAITLIST_LEAVE_PATH = '/waitlist/leave'
const WaitlistLeavePage = lazy(() =>
  import('../waitlist/pages').then(({ waitlistLeavePage }) => waitlistLeavePage()),
)

/** Any address no route takes. */
export default function NotFoundPage() {
  if (useLocation().pathname === WAITLIST_LEAVE_PATH) {
    return (
      <Suspense fallback={null}>
        <WaitlistLeavePage />
      </Suspense>
    )
  }
  return <NotFound />
}
