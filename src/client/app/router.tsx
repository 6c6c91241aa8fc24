import { createBrowserRouter, type RouteObject } from 'react-router'
import { RouteErrorPage } from '../features/errors'
import { DefaultLayout, PageLoading } from '../features/layout'
import { lazyPage, type PageModuleLoader } from './lazyPage'
import { gearDetailsPageTexts, searchPageTexts, type PageTextsHandle } from './pageTexts'
import { paths } from './paths'
import { homePage } from '../features/home/pages'
import {
  activationPage,
  forgotPasswordPage,
  loginPage,
  profilePage,
  resetPasswordPage,
  signupPage,
} from '../features/session/pages'
import { searchPage } from '../features/search/pages'
import { gearDetailsPage } from '../features/gear/pages'
import { quotePage } from '../features/quote/pages'
import { bookingPage, bookingSuccessPage, myBookingsPage } from '../features/booking/pages'
import { depositLinkPage } from '../features/deposit/pages'
import { flightLinkPage } from '../features/flight/pages'
import {
  articlePage,
  blogPage,
  howItWorksPage,
  legalPage,
  sitemapPage,
} from '../features/content/pages'
import { supportReportsPage } from '../features/support/pages'
import { deskPage } from '../features/desk/pages'
import { notFoundPage } from '../features/errors/pages'

/**
 * A route to a page loaded on demand, in a chunk named after the page: each feature's pages.ts
 * writes out its pages' imports, as webpack reads the chunk's name from the comment inside each.
 * A page rendered in the browser only names its texts, which then download beside its code.
 */
const page = (
  path: string,
  load: PageModuleLoader,
  texts?: PageTextsHandle['texts'],
): RouteObject => ({
  path,
  lazy: lazyPage(load),
  handle: texts && ({ texts } satisfies PageTextsHandle),
})

/**
 * Every route of docs/product.md (Routes and guard), each page loaded on demand, all inside the
 * default layout.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: DefaultLayout,
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: lazyPage(homePage),
          },
          page(paths.login.path, loginPage),
          page(paths.signup.path, signupPage),
          page(paths.forgotPassword.path, forgotPasswordPage),
          page(paths.resetPassword.path, resetPasswordPage),
          page(paths.search.path, searchPage, searchPageTexts),
          page(paths.gear.path, gearDetailsPage, gearDetailsPageTexts),
          page(paths.quote.path, quotePage),
          page(paths.bookingSuccess.path, bookingSuccessPage),
          page(paths.bookingByReference.path, bookingPage),
          page(paths.booking.path, bookingPage),
          page(paths.myBookings.path, myBookingsPage),
          page(paths.depositLink.path, depositLinkPage),
          page(paths.flightLink.path, flightLinkPage),
          page(paths.profile.path, profilePage),
          page(paths.blog.path, blogPage),
          page(paths.article.path, articlePage),
          page(paths.howItWorks.path, howItWorksPage),
          page(paths.legal.path, legalPage),
          page(paths.activate.path, activationPage),
          page(paths.sitemap.path, sitemapPage),
          page(paths.supportReports.path, supportReportsPage),
          page(paths.desk.path, deskPage),
          page('*', notFoundPage),
        ],
      },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
