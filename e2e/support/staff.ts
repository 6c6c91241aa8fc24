/** The staging site's admin, made by `grant-role` before the server starts (playwright.config.ts). */
export const E2E_ADMIN = { email: 'e2e-admin@tinytrip.test', password: 'Desk#Admin2026' }
