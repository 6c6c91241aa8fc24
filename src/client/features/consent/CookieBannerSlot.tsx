import { lazy, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../app/hooks'
import { HydratesLater } from '../../components/HydratesLater'
import { selectConsentBanner } from './consentSlice'
// The banner's styles come with the first page, so its HTML shows styled before its code.
import './CookieBanner.module.css'

/**
 * The banner's code and texts load when it first shows: a visitor who has chosen never needs
 * them.
 */
const loadBanner = () => import(/* webpackChunkName: "CookieBanner" */ './CookieBanner')
const CookieBanner = lazy(() => loadBanner().then((module) => ({ default: module.CookieBanner })))

/** Starts loading the customise view, and the banner around it, before it is asked for. */
export const prefetchCookieSettings = () =>
  void loadBanner()
    .then((module) => module.prefetchCookieSettings())
    .catch(() => undefined)

/**
 * Where the cookie banner sits. It is mounted from the first time it shows, so it can hand focus
 * back when it closes; a page rendered at build time shows it until its code has arrived.
 */
export function CookieBannerSlot() {
  const showing = useAppSelector(selectConsentBanner) !== 'hidden'
  const [shown, setShown] = useState(showing)
  if (showing && !shown) setShown(true)
  const { i18n } = useTranslation()
  // The banner's texts download beside its code rather than after it.
  useEffect(() => {
    if (shown) void i18n.loadNamespaces('consent')
  }, [shown, i18n])
  if (!shown) return null
  return (
    <HydratesLater>
      <CookieBanner />
    </HydratesLater>
  )
}
