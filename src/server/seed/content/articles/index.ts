import type { SeedArticle } from '../types'
import { carSeatRulesSpain } from './car-seat-rules-spain'
import { choosingATravelCot } from './choosing-a-travel-cot'
import { toddlerThroughSvq } from './toddler-through-svq'
import { whatToExpectAtPickup } from './what-to-expect-at-pickup'

export const seedArticles: SeedArticle[] = [
  carSeatRulesSpain,
  toddlerThroughSvq,
  whatToExpectAtPickup,
  choosingATravelCot,
]
