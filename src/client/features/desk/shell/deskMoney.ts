/** Money typed at the desk ("20", "20.5", "20,50") in cents; null when it is not an amount. */
export function centsFromText(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}

export type AmountProblem = 'amountRequired' | 'amountInvalid' | 'amountTooLarge'

/** Why an amount typed for a refund cannot be sent: empty, not money, zero or more than is left. */
export function amountProblem(
  text: string,
  refundable: number,
  { required }: { required: boolean },
): AmountProblem | null {
  if (text.trim() === '') return required ? 'amountRequired' : null
  const cents = centsFromText(text)
  if (cents === null || (required && cents === 0)) return 'amountInvalid'
  return cents > refundable ? 'amountTooLarge' : null
}

/** A key for one intended staff change, made when its form opens and sent with every retry. */
export const newIdempotencyKey = () => `desk-${globalThis.crypto.randomUUID()}`
