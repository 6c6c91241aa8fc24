import { describeApiError } from './apiErrors'

/** Why an emailed link shows nothing: altered or for something else, past its time, or unreadable now. */
export type EmailedLinkProblem = 'INVALID_LINK' | 'LINK_EXPIRED' | 'FAILED'

/** A link's token, from the address's fragment (never its query, which servers log). */
export function linkTokenOf(hash: string) {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''))
  } catch {
    return ''
  }
}

/** Why a link was refused: its own codes; a booking not found is a link for nothing here. */
export function linkProblemOf(error: unknown): EmailedLinkProblem {
  const { status, code } = describeApiError(error)
  if (code === 'LINK_EXPIRED') return 'LINK_EXPIRED'
  return code === 'INVALID_LINK' || status === 404 ? 'INVALID_LINK' : 'FAILED'
}
