import type { Deposit, DepositEvent } from '../../shared/contract/deposits'

/** Claims were made at check-in and nobody has decided them yet. */
export const claimsWaiting = (deposit: Pick<Deposit, 'claims' | 'history'>) =>
  deposit.claims.length > 0 && !deposit.history.some((event) => event.kind === 'decided')

/** What staff claimed over every unit, in cents. */
export const claimedTotal = (deposit: Pick<Deposit, 'claims'>) =>
  deposit.claims.reduce((sum, claim) => sum + claim.amount, 0)

/** One step of a claim's history as the booking page and the desk tell it, with what it names. */
export interface HistoryStep {
  kind: DepositEvent['kind']
  at: string
  message: string | null
  /** Cents: claimed (a claim), or kept and released (the decision). */
  amounts: Partial<Record<'amount' | 'kept' | 'released', number>>
}

/** The claims' history, oldest first: claimed by staff, answered by the family, decided. */
export function historyOf(deposit: Deposit): HistoryStep[] {
  return deposit.history.map(({ kind, at, amount, message }) => ({
    kind,
    at,
    message,
    amounts:
      kind === 'decided'
        ? { kept: amount ?? 0, released: deposit.amount - (amount ?? 0) }
        : amount === null
          ? {}
          : { amount },
  }))
}
