/** The gear's page, loaded on demand in a chunk named after it (app/router.tsx). */
export const gearDetailsPage = () =>
  import(/* webpackChunkName: "GearDetailsPage" */ './GearDetailsPage')
