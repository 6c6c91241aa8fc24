/** The emailed flight link's page, loaded on demand in a chunk named after it (app/router.tsx). */
export const flightLinkPage = () =>
  import(/* webpackChunkName: "FlightLinkPage" */ './FlightLinkPage')
