/** The deposit link's page, loaded on demand in a chunk named after it (app/router.tsx). */
export const depositLinkPage = () =>
  import(/* webpackChunkName: "DepositLinkPage" */ './DepositLinkPage')
