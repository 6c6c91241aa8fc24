import { useEffect, useRef } from 'react'
import { Button } from '../../components/Button'
import { Switch } from '../../components/Switch'
import { useView } from '../../app/useView'
import {
  consentAnalyticsSwitched,
  consentSelectionAccepted,
  consentSettingsClosed,
} from './consentSlice'
import styles from './CookieBanner.module.css'

/**
 * The banner's customise view (docs/product.md, Routes and guard), opened from the footer: it
 * loads when first opened, and takes the focus when it shows.
 */
export default function CookieSettings({
  decided,
  analyticsSwitch,
}: {
  decided: boolean
  analyticsSwitch: boolean
}) {
  const { t, dispatch } = useView('consent')
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <>
      <h2 id="cookie-banner-title" ref={headingRef} tabIndex={-1} className={styles.title}>
        {t('CookieBanner.customiseTitle')}
      </h2>
      <p className={styles.text}>{t('CookieBanner.customiseLead')}</p>
      <div className={styles.switches}>
        <Switch
          id="consent-essential"
          label={t('CookieBanner.essential')}
          hint={t('CookieBanner.essentialHint')}
          checked
          disabled
        />
        <Switch
          id="consent-analytics"
          label={t('CookieBanner.analytics')}
          hint={t('CookieBanner.analyticsHint')}
          checked={analyticsSwitch}
          onChange={(on) => dispatch(consentAnalyticsSwitched(on))}
        />
      </div>
      <div className={styles.actions}>
        <Button onClick={() => dispatch(consentSelectionAccepted())}>
          {t('CookieBanner.acceptSelection')}
        </Button>
        {decided ? (
          <Button variant="secondary" onClick={() => dispatch(consentSettingsClosed())}>
            {t('CookieBanner.close')}
          </Button>
        ) : null}
      </div>
    </>
  )
}
