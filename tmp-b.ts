import { measureSizes, INITIAL_ABOVE_FLOOR_BUDGET } from './bench/frontend/bundleSize'
const r = measureSizes()
console.log(r.initial.brotli - r.floor.brotli, INITIAL_ABOVE_FLOOR_BUDGET)
