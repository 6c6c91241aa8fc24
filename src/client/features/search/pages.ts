/** The search's page, loaded on demand in a chunk named after it (app/router.tsx). */
export const searchPage = () => import(/* webpackChunkName: "SearchPage" */ './SearchPage')
