import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import { stopTestStores } from './testStore'

// A loaded CI machine can take more than the default second to render a lazy page.
configure({ asyncUtilTimeout: 5_000 })

// View tests never reach a real network: calls a test did not fake fail like an offline browser.
beforeEach(() => {
  globalThis.fetch = async () => {
    throw new TypeError('Failed to fetch (no fake API installed in this test)')
  }
})

// A test's store stops listening when the test ends: nothing it scheduled runs in the next one.
afterEach(() => stopTestStores())
