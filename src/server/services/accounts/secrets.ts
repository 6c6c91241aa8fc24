import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: activation codes, reset tokens, refresh token ids. */
export const randomToken = () => randomBytes(32).toString('base64url')

/** Tokens are stored as their SHA-256 only: a database leak reveals no usable secret. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
