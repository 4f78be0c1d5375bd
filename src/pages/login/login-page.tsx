import { type ReactNode, useState } from 'react'
import { useI18n } from '../../i18n/translation.tsx'
import { Link, useLocation, useNavigate } from 'react-router'
import { login as requestLogin } from '../../api/login.ts'
import { useBrand, useDocumentTitle } from '../../app/document-title.ts'
import type { LoginRedirectState } from '../../app/edit-guard.tsx'
import { useAuth } from '../../auth/auth-provider.tsx'
import { LanguageSwitch } from '../../widgets/language-switch.tsx'
import { ForgotPasswordForm } from './forgot-password-form.tsx'
import { LoginForm } from './login-form.tsx'
import { initialMode, type LoginMode, redirectTarget, SAMPLE_EMAIL } from './login-modes.ts'
import { CheckIcon, LoginPanel, MailIcon } from './login-panel.tsx'
import { CreatePasswordPanel } from './create-password-panel.tsx'
import './login.css'

/**
 * spec overview §2/§4/§5/§8 and pages.md 'Login': outside the main layout, five modes —
 * login → forgotPassword ('Forgot password?') → resetSuccess (submit, no call) → login ('Done');
 * createNewPassword (a path containing /create-new-password; issue 27: its one-time link sets the
 * password) → updateSuccess → login ('Log in').
 * Logging in stores the tokens and goes to the page the edit guard remembered, or to /.
 */
export default function LoginPage() {
  const { t } = useI18n()
  const brand = useBrand()
  const auth = useAuth()
  const navigate = useNavigate()
  const location = useLocation()
  const [mode, setMode] = useState<LoginMode>(() => initialMode(location.pathname))
  const [changed, setChanged] = useState(false)
  const [email, setEmail] = useState(SAMPLE_EMAIL)
  useDocumentTitle(t('Log in'))

  const go = (next: LoginMode) => {
    setChanged(true)
    setMode(next)
  }

  /** Back to the login form; a /login/create-new-password address becomes /login again. */
  const backToLogin = () => {
    go('login')
    if (location.pathname !== '/login') navigate({ pathname: '/login', search: location.search }, { replace: true, state: location.state })
  }

  const submitLogin = async (address: string, password: string) => {
    const tokens = await requestLogin(address, password)
    auth.login(tokens.access_token, tokens.refresh_token)
    const state = location.state as LoginRedirectState | null
    navigate(redirectTarget(state?.from), { replace: true })
  }

  let panel: ReactNode
  switch (mode) {
    case 'login':
      panel = (
        <LoginPanel
          title={t('Welcome back')}
          description={t('Log in to edit the website content in English and Arabic.')}
          focusOnMount={changed}
        >
          <LoginForm email={email} onEmailChange={setEmail} onSubmit={submitLogin} onForgotPassword={() => go('forgotPassword')} />
        </LoginPanel>
      )
      break
    case 'forgotPassword':
      panel = (
        <LoginPanel
          title={t('Forgot your password?')}
          description={t('Enter the email address of your account and we will send you a link to reset your password.')}
          focusOnMount={changed}
          onBack={backToLogin}
        >
          <ForgotPasswordForm initialEmail={email} onSubmit={() => go('resetSuccess')} />
        </LoginPanel>
      )
      break
    case 'createNewPassword':
      panel = (
        <CreatePasswordPanel pathname={location.pathname} focusOnMount={changed} onBack={backToLogin} onDone={() => go('updateSuccess')} />
      )
      break
    // The two last screens: what happened, and one button back to the login form.
    case 'resetSuccess':
    case 'updateSuccess': {
      const done =
        mode === 'resetSuccess'
          ? {
              title: t('Check your email'),
              description: t('If an account exists for this address, you will receive a link to reset your password shortly.'),
              icon: <MailIcon />,
              button: t('Done'),
            }
          : {
              title: t('Password updated'),
              description: t('Your password has been changed. You can now log in with your new password.'),
              icon: <CheckIcon />,
              button: t('Log in'),
            }
      panel = (
        <LoginPanel title={done.title} description={done.description} focusOnMount={changed} icon={done.icon}>
          <button type="button" className="button button--primary login-form__submit" onClick={backToLogin}>
            {done.button}
          </button>
        </LoginPanel>
      )
      break
    }
  }

  return (
    <div className="login">
      <div className="login__main">
        <header className="login__top">
          <Link to="/" className="login__logo">
            <img src="/media/logo.svg" alt={brand} width={168} height={40} />
          </Link>
          <LanguageSwitch classBase="login-language" />
        </header>
        <main className="login__content" id="main">
          {/* A new key per mode replays the CSS entrance (login.css): no animation library for two fades. */}
          <div key={mode} className="login__panel-enter">
            {panel}
          </div>
        </main>
        <footer className="login__footer">
          <Link to="/" className="login-link">
            {t('Back to the website')}
          </Link>
        </footer>
      </div>
      <aside className="login__aside" aria-label={brand}>
        <div className="login__aside-inner">
          <img className="login__illustration" src="/media/login/login-illustration.svg" alt="" width={560} height={520} />
          <p className="login__tagline">{t('Edit every page in English and Arabic, right where it appears.')}</p>
          <p className="login__subline">{t('Texts, images, links and menus are saved the moment you change them.')}</p>
        </div>
      </aside>
    </div>
  )
}
