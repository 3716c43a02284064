/**
 * auth: signing in and out of the product (server: features/auth, contracts: auth.ts). The /auth
 * page (login, sign-up, second factor, forgot password), the reset-password page, the route guard
 * and the page remembered for after sign-in. The second-factor code rule is shared with the admin
 * login and the 2FA enrolment.
 */
export { authPages } from './auth.routes.ts';
export { AuthPage } from './components/auth-page.tsx';
export { NoAccess, RequireAuth, type RequireAuthProps } from './components/require-auth.tsx';
export { ResetPasswordPage } from './components/reset-password-page.tsx';
export { useVerifyTwoFactor, type TTwoFactorMethod } from './api/verify-two-factor.ts';
export { ZTotpCodeInputSchema, ZTwoFactorFormSchema, type TTwoFactorFormValues } from './lib/auth-forms.ts';
export { clearReturnTo, rememberReturnTo, takeReturnTo } from './lib/return-to.ts';
