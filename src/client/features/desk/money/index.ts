/** The admins' Money screen (docs/money.md, The ledger), in a chunk of its own. */
export { LazyDeskMoney } from './lazyDeskMoney'
export { deskMoneySlice } from './moneySlice'
