import { bound } from '../bind.ts'
import { cancelAccount, deleteAccountData, withdrawCancellation } from './cancel.ts'
import { createContext } from './context.ts'
import { login } from './login.ts'
import { confirmNewsletter, setNewsletter, settings, settingsView } from './newsletter.ts'
import { isTokenUsable, requestPasswordReset, resetPassword } from './password-reset.ts'
import { confirmationLinkState, confirmEmail, register, resendConfirmation } from './register.ts'
import type { AccountDeps } from './types.ts'

export * from './types.ts'

// Accounts (decision 004): registration with double opt-in, login, password reset, newsletter
// opt-in, cancellation with three weeks to withdraw. Each use case: validate → authorise →
// transaction (with the mail job inside it) → result.

/** The account use cases (one module per area), bound to one set of dependencies. */
export function createAccountService(deps: AccountDeps) {
  const ctx = createContext(deps)
  return {
    register: bound(ctx, register),
    confirmEmail: bound(ctx, confirmEmail),
    confirmationLinkState: bound(ctx, confirmationLinkState),
    resendConfirmation: bound(ctx, resendConfirmation),
    login: bound(ctx, login),
    requestPasswordReset: bound(ctx, requestPasswordReset),
    isTokenUsable: bound(ctx, isTokenUsable),
    resetPassword: bound(ctx, resetPassword),
    settings: bound(ctx, settings),
    settingsView: bound(ctx, settingsView),
    setNewsletter: bound(ctx, setNewsletter),
    confirmNewsletter: bound(ctx, confirmNewsletter),
    cancelAccount: bound(ctx, cancelAccount),
    withdrawCancellation: bound(ctx, withdrawCancellation),
    deleteAccountData: bound(ctx, deleteAccountData),
  }
}

export type AccountService = ReturnType<typeof createAccountService>
