import '@testing-library/jest-dom'

// View tests never reach a real network: calls a test did not fake fail like an offline browser.
beforeEach(() => {
  globalThis.fetch = async () => {
    throw new TypeError('Failed to fetch (no fake API installed in this test)')
  }
})
