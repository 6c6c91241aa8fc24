import type { SupportReportRequest } from '../../../shared/contract/supportReports'
import { AppError } from '../../errors'

type JsonShape = 'array' | 'object'

/** Whether the text is JSON of that shape (for 'object', an object that is not an array). */
function parsesAs(text: string, shape: JsonShape): boolean {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return false
  }
  const isArray = Array.isArray(value)
  return shape === 'array' ? isArray : typeof value === 'object' && value !== null && !isArray
}

/** 400 INVALID_REPORT unless the recording is what Redux DevTools can import. */
export function checkRecording({ payload, preloadedState }: SupportReportRequest['report']) {
  const problems = [
    parsesAs(payload, 'array')
      ? null
      : { path: 'body/report/payload', message: 'must be the JSON text of an array of actions' },
    parsesAs(preloadedState, 'object')
      ? null
      : { path: 'body/report/preloadedState', message: 'must be the JSON text of a state object' },
  ].filter((problem) => problem !== null)
  const [first] = problems
  if (first) {
    throw new AppError(
      400,
      'INVALID_REPORT',
      `Invalid report: ${first.path} ${first.message}`,
      problems,
    )
  }
}
