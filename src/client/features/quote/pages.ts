/** The quote's page, loaded on demand in a chunk named after it (app/router.tsx). */
export const quotePage = () => import(/* webpackChunkName: "QuotePage" */ './QuotePage')
