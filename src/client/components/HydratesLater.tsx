import { Component, Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { regionHydrated } from '../app/prerendered'
import { logger } from '../lib/logger'

/** Marks the region once what it waited for has hydrated (an effect runs only then). */
function Hydrated({ region }: { region: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (region.current) regionHydrated(region.current)
  }, [region])
  return null
}

/** A part whose code cannot be downloaded (offline, an old build) is left out; the page goes on. */
class LeftOutWhenUnloadable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    logger.error('A part of the page could not be loaded', error)
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * A part of the page whose code loads after the first paint (the cookie banner, the footer, the
 * home page's from-prices). On a page rendered at build time its HTML stays on screen until the
 * code has arrived and React hydrates it; a button pressed there meanwhile is held and pressed
 * again then (scripts/build/startAfterPaint.js), since React would drop that press. It lays out
 * as its content alone (global.css).
 */
export function HydratesLater({ children }: { children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null)
  return (
    <div ref={region} data-hydrates-later="">
      <LeftOutWhenUnloadable>
        <Suspense fallback={null}>
          {children}
          <Hydrated region={region} />
        </Suspense>
      </LeftOutWhenUnloadable>
    </div>
  )
}
