/** The gear feature's public face: what other features may use of it. */
export { AddToBasketForm } from './AddToBasketForm'
export { Availability, AvailableGear } from './Availability'
export { gearApi, useGetCategoryPricesQuery, useGetGearQuery, useSearchGearQuery } from './gearApi'
