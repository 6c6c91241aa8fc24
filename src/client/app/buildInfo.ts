/**
 * Facts fixed when the app is built (webpack's DefinePlugin writes them in; tests and scripts
 * read the environment).
 */
export const APP_VERSION = process.env.APP_VERSION || 'development'

/** `REDUX_DEVTOOLS=true` at build time connects a production build to Redux DevTools. */
export const DEVTOOLS_IN_PRODUCTION = process.env.REDUX_DEVTOOLS === 'true'
