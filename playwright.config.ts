import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_ADMIN, E2E_ISSUER_TAX_ID } from './e2e/support/staff'
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium'

/**
 * Browser journeys in a real Chromium against the production build (`npm run build` first),
 * served on a random port with a fresh temporary database. The port and directory are chosen
 * once, in the main process, and inherited by the workers through the environment.
 */
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000))
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'gear-e2e-'))
const port = Number(process.env.E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/support/teardown.ts',
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: {
    // A staging site: production mode with sandbox payments, captured mail and one admin.
    command: `node dist/server/cli/grant-role.js ${E2E_ADMIN.email} admin && node dist/server/server.js`,
    url: `${baseURL}/api/ready`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      ACCOUNT_PASSWORD: E2E_ADMIN.password,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      PGLITE_DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      MAIL_CAPTURE_PAGE: 'true',
      SIGNUP_LIMIT_PER_HOUR: '1000',
      // Every journey signs in from this one address, faster than any traveller would.
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
      // A measurement id, so the consent journeys see the tag load; its host is stubbed.
      GA_MEASUREMENT_ID: 'G-E2ETEST01',
      INVOICE_ISSUER_TAX_ID: E2E_ISSUER_TAX_ID,
    },
  },
})
