import type { discountTiers, fees, taxRates } from '../db/schema'

/** Long-rental discounts: a week or more, two weeks or more. */
export const demoDiscounts: (typeof discountTiers.$inferInsert)[] = [
  { minDays: 7, percentOff: 10, labels: { en: 'Week discount', es: 'Descuento semanal' } },
  {
    minDays: 14,
    percentOff: 20,
    labels: { en: 'Two-week discount', es: 'Descuento de dos semanas' },
  },
]

export const demoFees: (typeof fees.$inferInsert)[] = [
  {
    code: 'cleaning',
    type: 'cleaning',
    descriptions: { en: 'Cleaning and safety check', es: 'Limpieza y revisión de seguridad' },
    amountCents: 300,
    basis: 'per_item',
  },
  {
    code: 'svq_airport',
    type: 'airport',
    descriptions: { en: 'Airport desk fee', es: 'Tasa del mostrador del aeropuerto' },
    amountCents: 500,
    basis: 'per_rental',
    locationCode: 'SVQ',
  },
  {
    code: 'damage_waiver',
    type: 'damage_waiver',
    descriptions: { en: 'Damage waiver', es: 'Cobertura de daños' },
    amountCents: 100,
    basis: 'per_item_per_day',
    optional: true,
  },
  {
    code: 'DELIVERY',
    type: 'delivery',
    descriptions: { en: 'Delivery to your address', es: 'Entrega en tu dirección' },
    amountCents: 1500,
    basis: 'per_rental',
    locationCode: 'SVQ-CITY',
  },
  {
    code: 'COLLECTION',
    type: 'pickup',
    descriptions: { en: 'Collection from your address', es: 'Retirada en tu dirección' },
    amountCents: 1500,
    basis: 'per_rental',
    locationCode: 'SVQ-CITY',
  },
]

export const demoTaxRates: (typeof taxRates.$inferInsert)[] = [
  { country: 'ES', rateBasisPoints: 2100, labels: { en: 'VAT (21%)', es: 'IVA (21 %)' } },
]
