/** The support's page, loaded on demand in a chunk named after it (app/router.tsx). */
export const supportReportsPage = () =>
  import(/* webpackChunkName: "SupportReportsPage" */ './SupportReportsPage')
