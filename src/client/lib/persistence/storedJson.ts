/**
 * The fields of a stored JSON object, or null when `raw` is not JSON or not an object (a stored
 * record someone or something else wrote).
 */
export function storedObjectFields(raw: string): Record<string, unknown> | null {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
}
