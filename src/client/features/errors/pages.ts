/** The errors' page, loaded on demand in a chunk named after it (app/router.tsx). */
export const notFoundPage = () => import(/* webpackChunkName: "NotFoundPage" */ './NotFoundPage')
