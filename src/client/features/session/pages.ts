/** The session's pages, each loaded on demand in a chunk named after it (app/router.tsx). */
export const loginPage = () => import(/* webpackChunkName: "LoginPage" */ './LoginPage')
export const signupPage = () => import(/* webpackChunkName: "SignupPage" */ './SignupPage')
export const forgotPasswordPage = () =>
  import(/* webpackChunkName: "ForgotPasswordPage" */ './ForgotPasswordPage')
export const resetPasswordPage = () =>
  import(/* webpackChunkName: "ResetPasswordPage" */ './ResetPasswordPage')
export const profilePage = () => import(/* webpackChunkName: "ProfilePage" */ './ProfilePage')
export const activationPage = () =>
  import(/* webpackChunkName: "ActivationPage" */ './ActivationPage')
