import type { AppConfig } from './config'

/**
 * What a production start must not do by default. Each refusal is one line: what would go wrong
 * and the setting that fixes it. Each warning is a setting allowed in production (a staging
 * site) that is said out loud at every start.
 */
export function productionRefusals(config: AppConfig): string[] {
  if (config.env !== 'production') return []
  const refusals: string[] = []
  if (config.payments.provider === 'sandbox' && !config.payments.chosen) {
    refusals.push(
      'payments would go to the built-in sandbox, which takes no card: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or PAYMENTS=sandbox for a staging site)',
    )
  }
  if (config.payments.provider === 'stripe' && !config.invoiceIssuerTaxId) {
    refusals.push(
      "invoices would carry a placeholder instead of the business's tax id: set INVOICE_ISSUER_TAX_ID",
    )
  }
  if (
    config.payments.provider === 'stripe' &&
    (!config.invoiceIssuerName || !config.invoiceIssuerAddress)
  ) {
    refusals.push(
      "invoices would show a placeholder instead of the business's name and address: set INVOICE_ISSUER_NAME and INVOICE_ISSUER_ADDRESS",
    )
  }
  if (config.seedDemoData) {
    refusals.push(
      'demo accounts with the passwords published in the README would be created: set SEED_DEMO_DATA=false',
    )
  }
  if (!config.publicUrlConfigured) {
    refusals.push(
      'links in emails and payment pages would point to localhost: set PUBLIC_URL to the address travellers use (https://…)',
    )
  }
  if (!config.mail.smtpUrl && !config.mail.capturePage) {
    refusals.push(
      'emails would be kept and never sent: set SMTP_URL (or MAIL_CAPTURE_PAGE=true for a staging site)',
    )
  }
  if (config.testClock) {
    refusals.push(
      'anyone could move the time the server reads through /api/test-clock: set TEST_CLOCK=false',
    )
  }
  return refusals
}

export function productionWarnings(config: AppConfig): string[] {
  if (config.env !== 'production') return []
  const warnings: string[] = []
  if (config.payments.provider === 'sandbox') {
    warnings.push('PAYMENTS=sandbox: test payments only, no card is charged (staging)')
  }
  if (config.mail.capturePage) {
    warnings.push('MAIL_CAPTURE_PAGE=true: every email, with its links, is readable at /dev/mail')
  }
  if (config.benchRoutes) warnings.push('BENCH_ROUTES=true: the load-test route is served')
  if (config.rateLimitAllowList.length > 0) {
    warnings.push('RATE_LIMIT_ALLOW_LIST is set: those addresses skip the per-address limits')
  }
  if (config.metrics.enabled && !config.metrics.token) {
    warnings.push('METRICS=on without METRICS_TOKEN: anyone can read the metrics')
  }
  return warnings
}
