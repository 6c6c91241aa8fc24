import { ErrorResponse } from '../../../../shared/contract/common'

/** The errors every account route may answer with. */
export const errors = { 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse }

/** Limits on signing in and on account recovery hold for every server process together. */
export const perAddress = (max: number, timeWindow: string) => ({
  rateLimit: { max, timeWindow, acrossProcesses: true },
})
