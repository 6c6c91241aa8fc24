import type { TFunction } from 'i18next'
import type { BasketMessage } from './basketSlice'

/** The words for a basket message, in the traveller's language. */
export function describeBasketMessage(t: TFunction<'basket'>, message: BasketMessage): string {
  switch (message.kind) {
    case 'stock':
      return t('Messages.stock', { requested: message.requested, available: message.available })
    case 'pruned':
      return message.reason === 'started'
        ? t('Messages.pruned_started', { count: message.count })
        : t('Messages.pruned_unavailable', { count: message.count })
    default:
      return t(`Messages.${message.kind}`)
  }
}

/** Problems interrupt a screen reader; notices wait their turn. */
export const isProblem = (message: BasketMessage) =>
  !['pruned', 'cleared_for_search'].includes(message.kind)
