/** The version shown by /api/health, from package.json (read once at start). */
import { readFileSync } from 'node:fs'
import path from 'node:path'

function readVersion(): string {
  try {
    const file = path.resolve(__dirname, '..', '..', 'package.json')
    return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0'
  } catch {
    return '0.0.0'
  }
}

export const APP_VERSION = readVersion()
