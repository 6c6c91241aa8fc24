import { createBrowserRouter, type RouteObject } from 'react-router'
import { RouteErrorPage } from '../features/errors/RouteErrorPage'
import { DefaultLayout, PageLoading } from '../features/layout/DefaultLayout'
import { lazyPage } from './lazyPage'
import { paths } from './paths'

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
          {
            path: paths.login.path,
            lazy: lazyPage(
              () => import(/* webpackChunkName: "LoginPage" */ '../features/session/LoginPage'),
            ),
          },
          {
            path: paths.signup.path,
            lazy: lazyPage(
              () => import(/* webpackChunkName: "SignupPage" */ '../features/session/SignupPage'),
            ),
          },
          {
            path: paths.forgotPassword.path,
            lazy: lazyPage(
              () =>
                import(
                  /* webpackChunkName: "ForgotPasswordPage" */ '../features/session/ForgotPasswordPage'
                ),
            ),
          },
          {
            path: paths.resetPassword.path,
            lazy: lazyPage(
              () =>
                import(
                  /* webpackChunkName: "ResetPasswordPage" */ '../features/session/ResetPasswordPage'
                ),
            ),
          },
          {
            path: paths.search.path,
            lazy: lazyPage(
              () => import(/* webpackChunkName: "SearchPage" */ '../features/search/SearchPage'),
            ),
          },
          {
            path: paths.gear.path,
            lazy: lazyPage(
              () =>
                import(
                  /* webpackChunkName: "GearDetailsPage" */ '../features/gear/GearDetailsPage'
                ),
            ),
          },
          {
            path: paths.quote.path,
            lazy: lazyPage(
              () => import(/* webpackChunkName: "QuotePage" */ '../features/quote/QuotePage'),
            ),
          },
          {
            path: paths.bookingSuccess.path,
            lazy: lazyPage(
              () =>
                import(
                  /* webpackChunkName: "BookingSuccessPage" */ '../features/booking/BookingSuccessPage'
                ),
            ),
          },
          {
            path: paths.bookingByReference.path,
            lazy: lazyPage(
              () => import(/* webpackChunkName: "BookingPage" */ '../features/booking/BookingPage'),
            ),
          },
          {
            path: paths.booking.path,
            lazy: lazyPage(
              () => import(/* webpackChunkName: "BookingPage" */ '../features/booking/BookingPage'),
            ),
          },
          {
            path: paths.myBookings.path,
            lazy: lazyPage(
              () =>
                import(
                  /* webpackChunkName: "MyBookingsPage" */ '../features/booking/MyBookingsPage'
                ),
            ),
          },
          {
            path: paths.profile.path,
            lazy: lazyPage(
              () => import(/* webpackChunkName: "ProfilePage" */ '../features/session/ProfilePage'),
            ),
          },
          {
            path: paths.blog.path,
            lazy: lazyPage(
              () => import(/* webpackChunkName: "BlogPage" */ '../features/content/BlogPage'),
            ),
          },
          {
            path: paths.article.path,
            lazy: lazyPage(
              () => import(/* webpackChunkName: "ArticlePage" */ '../features/content/ArticlePage'),
            ),
          },
          {
            path: paths.howItWorks.path,
            lazy: lazyPage(
              () =>
                import(
                  /* webpackChunkName: "HowItWorksPage" */ '../features/content/HowItWorksPage'
                ),
            ),
          },
          {
            path: paths.legal.path,
            lazy: lazyPage(
              () => import(/* webpackChunkName: "LegalPage" */ '../features/content/LegalPage'),
            ),
          },
          {
            path: paths.activate.path,
            lazy: lazyPage(
              () =>
                import(
                  /* webpackChunkName: "ActivationPage" */ '../features/session/ActivationPage'
                ),
            ),
          },
          {
            path: paths.sitemap.path,
            lazy: lazyPage(
              () => import(/* webpackChunkName: "SitemapPage" */ '../features/content/SitemapPage'),
            ),
          },
          {
            path: paths.supportReports.path,
            lazy: lazyPage(
              () =>
                import(
                  /* webpackChunkName: "SupportReportsPage" */ '../features/support/SupportReportsPage'
                ),
            ),
          },
          {
            path: paths.desk.path,
            lazy: lazyPage(() => import(/* webpackChunkName: "DeskPage" */ '../features/desk')),
          },
          {
            path: '*',
            lazy: lazyPage(
              () =>
                import(/* webpackChunkName: "NotFoundPage" */ '../features/errors/NotFoundPage'),
            ),
          },
        ],
      },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
