/** The home page, loaded on demand in a chunk named after it (app/router.tsx). */
export const homePage = () => import(/* webpackChunkName: "HomePage" */ './HomePage')
