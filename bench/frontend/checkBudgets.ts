/**
 * The size budgets as a test step (`npm test`, after the production build): builds the floor
 * app, measures dist/client against it and exits non-zero when a budget is broken.
 */
import { buildFloor, measureSizes, sizeRows } from './bundleSize'

buildFloor()
const report = measureSizes()
for (const [measure, value] of sizeRows(report)) console.log(`${measure}: ${value}`)
process.exit(report.initialWithinBudget && report.lazyWithinBudget ? 0 : 1)
