import { createBrowserRouter, type RouteObject } from 'react-router'
import { RouteErrorPage } from '../features/errors/RouteErrorPage'
import { DefaultLayout, PageLoading } from '../features/layout/DefaultLayout'
import { lazyPage, type PageModuleLoader } from './lazyPage'
import { gearDetailsPageTexts, searchPageTexts, type PageTextsHandle } from './pageTexts'
import { paths } from './paths'

/**
 * A route to a page loaded on demand, in a chunk named after the page. Each import stays
 * written out: webpack reads the chunk's name from the comment inside it. A page rendered in the
 * browser only names its texts, which then download beside its code.
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
            lazy: lazyPage(
              () => import(/* webpackChunkName: "HomePage" */ '../features/home/HomePage'),
            ),
          },
          page(
            paths.login.path,
            () => import(/* webpackChunkName: "LoginPage" */ '../features/session/LoginPage'),
          ),
          page(
            paths.signup.path,
            () => import(/* webpackChunkName: "SignupPage" */ '../features/session/SignupPage'),
          ),
          page(
            paths.forgotPassword.path,
            () =>
              import(
                /* webpackChunkName: "ForgotPasswordPage" */ '../features/session/ForgotPasswordPage'
              ),
          ),
          page(
            paths.resetPassword.path,
            () =>
              import(
                /* webpackChunkName: "ResetPasswordPage" */ '../features/session/ResetPasswordPage'
              ),
          ),
          page(
            paths.search.path,
            () => import(/* webpackChunkName: "SearchPage" */ '../features/search/SearchPage'),
            searchPageTexts,
          ),
          page(
            paths.gear.path,
            () =>
              import(/* webpackChunkName: "GearDetailsPage" */ '../features/gear/GearDetailsPage'),
            gearDetailsPageTexts,
          ),
          page(
            paths.quote.path,
            () => import(/* webpackChunkName: "QuotePage" */ '../features/quote/QuotePage'),
          ),
          page(
            paths.bookingSuccess.path,
            () =>
              import(
                /* webpackChunkName: "BookingSuccessPage" */ '../features/booking/BookingSuccessPage'
              ),
          ),
          page(
            paths.bookingByReference.path,
            () => import(/* webpackChunkName: "BookingPage" */ '../features/booking/BookingPage'),
          ),
          page(
            paths.booking.path,
            () => import(/* webpackChunkName: "BookingPage" */ '../features/booking/BookingPage'),
          ),
          page(
            paths.myBookings.path,
            () =>
              import(/* webpackChunkName: "MyBookingsPage" */ '../features/booking/MyBookingsPage'),
          ),
          page(
            paths.depositLink.path,
            () =>
              import(
                /* webpackChunkName: "DepositLinkPage" */ '../features/deposit/DepositLinkPage'
              ),
          ),
          page(
            paths.profile.path,
            () => import(/* webpackChunkName: "ProfilePage" */ '../features/session/ProfilePage'),
          ),
          page(
            paths.blog.path,
            () => import(/* webpackChunkName: "BlogPage" */ '../features/content/BlogPage'),
          ),
          page(
            paths.article.path,
            () => import(/* webpackChunkName: "ArticlePage" */ '../features/content/ArticlePage'),
          ),
          page(
            paths.howItWorks.path,
            () =>
              import(/* webpackChunkName: "HowItWorksPage" */ '../features/content/HowItWorksPage'),
          ),
          page(
            paths.legal.path,
            () => import(/* webpackChunkName: "LegalPage" */ '../features/content/LegalPage'),
          ),
          page(
            paths.activate.path,
            () =>
              import(/* webpackChunkName: "ActivationPage" */ '../features/session/ActivationPage'),
          ),
          page(
            paths.sitemap.path,
            () => import(/* webpackChunkName: "SitemapPage" */ '../features/content/SitemapPage'),
          ),
          page(
            paths.supportReports.path,
            () =>
              import(
                /* webpackChunkName: "SupportReportsPage" */ '../features/support/SupportReportsPage'
              ),
          ),
          page(
            paths.desk.path,
            () => import(/* webpackChunkName: "DeskPage" */ '../features/desk'),
          ),
          page(
            '*',
            () => import(/* webpackChunkName: "NotFoundPage" */ '../features/errors/NotFoundPage'),
          ),
        ],
      },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
