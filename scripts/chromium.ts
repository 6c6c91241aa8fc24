import { execFileSync } from 'node:child_process'

/** The local Chromium: CHROME_PATH, else `chromium` (or `chromium-browser`) on the PATH. */
export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'])
      .toString()
      .trim()
  } catch {
    throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROME_PATH')
  }
}

/** Flags for an automated Chromium in a container: no sandbox, GPU or background traffic. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
