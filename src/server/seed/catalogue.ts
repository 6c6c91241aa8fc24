import entries from './catalogue.json'
import type { LocalizedText } from '../../shared/contract/common'
import type { AgeGroup, GearCategory } from '../../shared/domain/catalogue'
import type { SeatApproval } from '../../shared/domain/seatFit'
import type { GearImage, TechnicalDetail } from '../db/schema'

/** One product of the demo catalogue, with its stock per pickup location code. */
export interface CatalogueEntry {
  code: string
  category: GearCategory
  ageGroup: AgeGroup
  brand: string
  names: LocalizedText
  descriptions: LocalizedText
  technicalDetails: TechnicalDetail[]
  seatApproval: SeatApproval | null
  /** A seat's lifetime from its manufacture, by its maker. */
  lifetimeYears?: number
  images: GearImage[]
  pricePerDayCents: number
  depositCents: number
  stock: Record<string, number>
}

/**
 * The launch catalogue, kept as data in catalogue.json: each product's names, descriptions,
 * technical details and picture texts in English and Spanish, its prices and its stock.
 */
export const catalogue = entries as CatalogueEntry[]
