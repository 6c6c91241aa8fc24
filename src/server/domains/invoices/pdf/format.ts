import type { Language } from '../../../../shared/domain/languages'
import { formatMoney } from '../../mail'
import type { InvoiceLineRow } from '../context'
import type { InvoiceDocument } from './document'
import type { InvoiceTexts } from './texts'

const LOCALES: Record<Language, string> = { en: 'en-GB', es: 'es-ES' }

/** A YYYY-MM-DD date written out: "9 April 2027", "9 de abril de 2027". */
export function pdfDate(date: string, language: Language) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  )
}

/** A VAT rate in basis points as a percentage: "21 %", "10,5 %". */
export const vatRate = (basisPoints: number, language: Language) =>
  `${new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(basisPoints / 100)} %`

/** What a line is, in the family's language: the gear's name, the fee, the promo code... */
export function lineDescription({
  line,
  document,
  t,
}: {
  line: InvoiceLineRow
  document: Pick<InvoiceDocument, 'gearNames' | 'language' | 'invoice'>
  t: InvoiceTexts
}) {
  switch (line.kind) {
    case 'rental': {
      const name = document.gearNames.get(line.code) ?? line.code
      const discounted =
        line.discountPercent != null &&
        line.listPricePerDayCents != null &&
        line.listPricePerDayCents !== line.pricePerDayCents
      return discounted
        ? `${name} (${t.listPrice(
            formatMoney({
              cents: line.listPricePerDayCents!,
              currency: document.invoice.currency,
              language: document.language,
            }),
            line.discountPercent!,
          )})`
        : name
    }
    case 'fee':
      return (line.feeType && t.fees[line.feeType as keyof InvoiceTexts['fees']]) || line.code
    case 'promo':
      return t.promo(line.code)
    case 'retained':
      return t.retained
    case 'refund':
      return t.refund
    case 'damage':
      return t.damage
  }
}
