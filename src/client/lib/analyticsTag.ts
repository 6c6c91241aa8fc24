/**
 * What the browser services do for analytics, in one chunk that loads with the first call: only
 * once the traveller has allowed analytics, or withdraws it (app/services.ts).
 */
export { clearAnalyticsCookies } from './persistence/analyticsCookies'
export { callGtag, loadScript } from './gtag'
