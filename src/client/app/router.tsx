import { createBrowserRouter, type RouteObject } from 'react-router'
import { RouteErrorPage } from '../features/errors/RouteErrorPage'
import { DefaultLayout, PageLoading } from '../features/layout/DefaultLayout'
import { lazyPage } from './lazyPage'
import { paths } from './paths'

/** Every route of spec 2, each page loaded on demand, all inside the default layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: DefaultLayout,
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: lazyPage(() => import('../features/home/HomePage')) },
          { path: paths.login.path, lazy: lazyPage(() => import('../features/session/LoginPage')) },
          {
            path: paths.signup.path,
            lazy: lazyPage(() => import('../features/session/SignupPage')),
          },
          {
            path: paths.forgotPassword.path,
            lazy: lazyPage(() => import('../features/session/ForgotPasswordPage')),
          },
          {
            path: paths.resetPassword.path,
            lazy: lazyPage(() => import('../features/session/ResetPasswordPage')),
          },
          {
            path: paths.search.path,
            lazy: lazyPage(() => import('../features/search/SearchPage')),
          },
          {
            path: paths.gear.path,
            lazy: lazyPage(() => import('../features/gear/GearDetailsPage')),
          },
          { path: paths.quote.path, lazy: lazyPage(() => import('../features/quote/QuotePage')) },
          {
            path: paths.bookingSuccess.path,
            lazy: lazyPage(() => import('../features/booking/BookingSuccessPage')),
          },
          {
            path: paths.bookingByReference.path,
            lazy: lazyPage(() => import('../features/booking/BookingPage')),
          },
          {
            path: paths.booking.path,
            lazy: lazyPage(() => import('../features/booking/BookingPage')),
          },
          {
            path: paths.myBookings.path,
            lazy: lazyPage(() => import('../features/booking/MyBookingsPage')),
          },
          {
            path: paths.profile.path,
            lazy: lazyPage(() => import('../features/session/ProfilePage')),
          },
          { path: paths.blog.path, lazy: lazyPage(() => import('../features/content/BlogPage')) },
          {
            path: paths.article.path,
            lazy: lazyPage(() => import('../features/content/ArticlePage')),
          },
          {
            path: paths.howItWorks.path,
            lazy: lazyPage(() => import('../features/content/HowItWorksPage')),
          },
          {
            path: paths.legal.path,
            lazy: lazyPage(() => import('../features/content/LegalPage')),
          },
          {
            path: paths.activate.path,
            lazy: lazyPage(() => import('../features/session/ActivationPage')),
          },
          {
            path: paths.sitemap.path,
            lazy: lazyPage(() => import('../features/content/SitemapPage')),
          },
          { path: '*', lazy: lazyPage(() => import('../features/errors/NotFoundPage')) },
        ],
      },
    ],
  },
]

export const createAppRouter = () => createBrowserRouter(routes)
