import type { Booking } from '../../../shared/contract/bookings'
import { claimedTotal, claimsWaiting } from '../../lib/depositClaims'

/** Amounts (cents) a sentence of the Deposit card names. */
export type DepositAmounts = Partial<Record<'amount' | 'kept' | 'released' | 'claimed', number>>

/** One sentence of the Deposit card: a key of `bookings:Deposit`, with what it names. */
export interface DepositLine {
  key:
    | 'missing'
    | 'missingSince'
    | 'awaitingHold'
    | 'awaitingHoldSoon'
    | 'awaitingCharge'
    | 'held'
    | 'heldOpen'
    | 'charged'
    | 'released'
    | 'refunded'
    | 'nothingTaken'
    | 'partlyClaimed'
    | 'claimed'
    | 'backBy'
    | 'claimsWaiting'
  amounts?: DepositAmounts
  /** An ISO instant, shown on the pickup location's clock. */
  time?: string
}

/** A release that gave nothing back because nothing was ever held or charged. */
export const nothingTaken = ({ deposit }: Pick<Booking, 'deposit'>) =>
  deposit.status === 'released' && !deposit.taken

/** What the deposit is now, in its mode: the first sentence of the card. */
function stateLine(booking: Booking): DepositLine {
  const { deposit } = booking
  const amount = deposit.amount
  switch (deposit.status) {
    case 'awaiting':
      if (deposit.mode === 'charge') return { key: 'awaitingCharge', amounts: { amount } }
      return deposit.hold_from
        ? { key: 'awaitingHold', amounts: { amount }, time: deposit.hold_from }
        : { key: 'awaitingHoldSoon', amounts: { amount } }
    case 'held':
      return deposit.held_until
        ? { key: 'held', amounts: { amount }, time: deposit.held_until }
        : { key: 'heldOpen', amounts: { amount } }
    case 'charged':
      return { key: 'charged', amounts: { amount } }
    case 'released':
      if (nothingTaken(booking)) return { key: 'nothingTaken' }
      return {
        key: deposit.mode === 'hold' ? 'released' : 'refunded',
        amounts: { amount: deposit.released },
      }
    case 'partly_claimed':
      return {
        key: 'partlyClaimed',
        amounts: { amount, kept: deposit.claimed, released: deposit.released },
      }
    case 'claimed':
      return { key: 'claimed', amounts: { amount } }
  }
}

/**
 * The Deposit card's sentences (docs/money.md): a missing hold and how to place it; otherwise
 * what is held, paid or released, when it should be back on the card, and claims waiting.
 */
export function depositLines(booking: Booking): DepositLine[] {
  const { deposit } = booking
  if (deposit.missing) {
    const since: DepositLine[] = deposit.declined_at
      ? [{ key: 'missingSince', time: deposit.declined_at }]
      : []
    return [{ key: 'missing', amounts: { amount: deposit.amount } }, ...since]
  }
  const lines = [stateLine(booking)]
  if (deposit.money_back_by && deposit.released > 0 && !nothingTaken(booking)) {
    lines.push({ key: 'backBy', time: deposit.money_back_by })
  }
  if (claimsWaiting(deposit)) {
    lines.push({ key: 'claimsWaiting', amounts: { claimed: claimedTotal(deposit) } })
  }
  return lines
}
