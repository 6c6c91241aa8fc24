import { apiErrorCode, type ApiError } from '../../../app/apiError'

/** The error catalogue's code for a refused desk request (INTERNAL_ERROR when it names none). */
export const errorCodeOf = (error: ApiError) => apiErrorCode(error) ?? 'INTERNAL_ERROR'
