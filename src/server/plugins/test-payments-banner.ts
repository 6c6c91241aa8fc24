import type { Language } from '../../shared/domain/languages'

const TEXT: Record<Language, string> = {
  en: 'Test site: payments are simulated and no card is charged.',
  es: 'Sitio de pruebas: los pagos son simulados y no se cobra ninguna tarjeta.',
}

export const BANNER_STYLES = `.test-payments{margin:0;padding:.5rem 1rem;background:#fff3cd;color:#5c4400;font:600 .9rem/1.4 system-ui,sans-serif;text-align:center;border-bottom:1px solid #e0c36a}`

/**
 * A staging site taking sandbox payments in production says so on every page, outside the
 * app's own markup (so prerendered pages still hydrate), in the visitor's language.
 */
export function withTestPaymentsBanner(html: string, language: Language): string {
  const banner =
    `<link rel="stylesheet" href="/sandbox/banner.css">` +
    `<p class="test-payments" role="note" lang="${language}">${TEXT[language]}</p>`
  return html.replace(/<body([^>]*)>/, (body) => `${body}${banner}`)
}
