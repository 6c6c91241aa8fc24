/** The desk's page, loaded on demand in a chunk named after it (app/router.tsx). */
export const deskPage = () => import(/* webpackChunkName: "DeskPage" */ './DeskPage')
