import type {
  AuthResponse,
  Profile,
  ProfileUpdate,
  RefreshResponse,
  SignupRequest,
} from '../../../shared/contract/accounts'
import type { AccountExport } from '../../../shared/contract/accountData'
import type { Child, ChildInput } from '../../../shared/contract/children'
import { deleteAccount } from './account-deletion'
import { exportAccount } from './account-export'
import { addChild, listChildren, removeChild, updateChild } from './children'
import type { AccountContext } from './context'
import { requestPasswordReset, resetPassword } from './password-reset'
import { getProfile, updateProfile } from './profile'
import { grantRole, type RoleGrant } from './roles'
import { logIn } from './login'
import { logOut, refreshSession } from './sessions'
import { activateAccount, signUp } from './signup'

/** Sign-up, activation, sessions, password reset, the traveller's profile and staff roles. */
export interface AccountService {
  /** Creates an inactive account and emails its activation link (same answer for a taken address). */
  signUp(args: { request: SignupRequest }): Promise<void>
  /** Activates once; 'already_used' when the code was spent before. */
  activate(args: { code: string }): Promise<'activated' | 'already_used'>
  /** Checks the password (throttled per account and address) and opens a session. */
  logIn(args: { email: string; password: string; clientAddress: string }): Promise<AuthResponse>
  /** Spends a refresh token for new tokens; a spent one presented again ends its session. */
  refreshSession(args: { refreshToken: string }): Promise<RefreshResponse>
  /** Ends the session of an access token and/or a refresh token. */
  logOut(args: { sessionId?: string; refreshToken?: string }): Promise<void>
  requestPasswordReset(args: { email: string }): Promise<void>
  /** Sets a new password with a reset token; every session of the account ends. */
  resetPassword(args: { token: string; newPassword: string }): Promise<void>
  getProfile(args: { userId: string }): Promise<Profile>
  updateProfile(args: { userId: string; changes: ProfileUpdate }): Promise<Profile>
  /** Gives an account a role, creating it activated when missing. */
  grantRole(args: RoleGrant): Promise<'created' | 'updated'>
  /** The children a family lists on its account, to pick the seats that fit. */
  listChildren(args: { userId: string }): Promise<Child[]>
  addChild(args: { userId: string; child: ChildInput }): Promise<Child>
  updateChild(args: { userId: string; childId: string; child: ChildInput }): Promise<Child>
  removeChild(args: { userId: string; childId: string }): Promise<void>
  /** Everything the product holds about the account, as one file's contents (docs/privacy.md). */
  exportAccount(args: { userId: string }): Promise<AccountExport>
  /**
   * Deletes the account once its password confirms it: refused while a booking is open (409);
   * personal data emptied in place, sessions ended, the audit log told (docs/privacy.md).
   */
  deleteAccount(args: { userId: string; password: string; clientAddress: string }): Promise<void>
}

export function createAccountService(ctx: AccountContext): AccountService {
  return {
    signUp: (args) => signUp(ctx, args),
    activate: (args) => activateAccount(ctx, args),
    logIn: (args) => logIn(ctx, args),
    refreshSession: (args) => refreshSession(ctx, args),
    logOut: (args) => logOut(ctx, args),
    requestPasswordReset: (args) => requestPasswordReset(ctx, args),
    resetPassword: (args) => resetPassword(ctx, args),
    getProfile: (args) => getProfile(ctx, args),
    updateProfile: (args) => updateProfile(ctx, args),
    grantRole: (grant) => grantRole(ctx.db, grant),
    listChildren: (args) => listChildren(ctx, args),
    addChild: (args) => addChild(ctx, args),
    updateChild: (args) => updateChild(ctx, args),
    removeChild: (args) => removeChild(ctx, args),
    exportAccount: (args) => exportAccount(ctx, args),
    deleteAccount: (args) => deleteAccount(ctx, args),
  }
}
