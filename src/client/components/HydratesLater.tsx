import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react'
import { regionHydrated } from '../app/prerendered'

/** Marks the region once what it waited for has hydrated (an effect runs only then). */
function Hydrated({ region }: { region: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (region.current) regionHydrated(region.current)
  }, [region])
  return null
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
      <Suspense fallback={null}>
        {children}
        <Hydrated region={region} />
      </Suspense>
    </div>
  )
}
