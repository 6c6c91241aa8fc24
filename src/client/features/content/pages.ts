/** The content's pages, each loaded on demand in a chunk named after it (app/router.tsx). */
export const blogPage = () => import(/* webpackChunkName: "BlogPage" */ './BlogPage')
export const articlePage = () => import(/* webpackChunkName: "ArticlePage" */ './ArticlePage')
export const howItWorksPage = () =>
  import(/* webpackChunkName: "HowItWorksPage" */ './HowItWorksPage')
export const legalPage = () => import(/* webpackChunkName: "LegalPage" */ './LegalPage')
export const sitemapPage = () => import(/* webpackChunkName: "SitemapPage" */ './SitemapPage')
