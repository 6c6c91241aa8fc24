import fs from 'node:fs'

/** A report file's JSON, or null when the file is missing or not JSON. */
export function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}
