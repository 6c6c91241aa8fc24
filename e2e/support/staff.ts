/** The staging site's admin, made by `grant-role` before the server starts (playwright.config.ts). */
export const E2E_ADMIN = { email: 'e2e-admin@tinytrip.test', password: 'Desk#Admin2026' }
/** The tax id the staging site issues its invoices under (INVOICE_ISSUER_TAX_ID). */
export const E2E_ISSUER_TAX_ID = 'B58378431'
