import { lazy } from 'react'

/** The admins' Money screen, with its texts, period and requests, in a chunk of its own. */
export const LazyDeskMoney = lazy(() => import(/* webpackChunkName: "DeskMoney" */ './DeskMoney'))
