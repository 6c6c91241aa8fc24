/**
 * Google Analytics 4 through gtag.js: the measurement id format, where the tag script comes
 * from, and the hosts the content security policy must allow once an id is configured.
 */
export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,20}$/

export const GTAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com'

export const gtagScriptUrl = (measurementId: string) =>
  `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`

/** Google's published CSP allowances for Google Analytics 4. */
export const ANALYTICS_CSP_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const
