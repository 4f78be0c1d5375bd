import { useEffect, useState } from 'react'
import { HttpError } from '../../api/client.ts'
import { type LinkState, readPasswordLink, setPasswordThroughLink } from '../../api/password-links.ts'
import { useI18n } from '../../i18n/translation.tsx'
import { LoginPanel } from './login-panel.tsx'
import { NewPasswordForm } from './new-password-form.tsx'

/** The token of a /login/create-new-password/{token} address, if it has one. */
export const linkToken = (pathname: string) => /\/create-new-password\/([A-Za-z0-9_-]+)\/?$/.exec(pathname)?.[1]

const DEAD: Record<Exclude<LinkState, 'valid'>, string> = {
  used: 'This link has been used already.',
  expired: 'This link has expired: links work for 24 hours.',
  unknown: 'This link is not valid.',
}
const DEAD_CODES: Partial<Record<string, Exclude<LinkState, 'valid'>>> = {
  LINK_USED: 'used',
  LINK_EXPIRED: 'expired',
  LINK_NOT_FOUND: 'unknown',
}

interface Props {
  pathname: string
  focusOnMount: boolean
  onBack(): void
  onDone(): void
}

/**
 * createNewPassword (issue 27): the one-time link an administrator made is read first; a used,
 * expired or unknown link says so at once, and a valid one takes the new password.
 */
export function CreatePasswordPanel({ pathname, focusOnMount, onBack, onDone }: Props) {
  const { t } = useI18n()
  const token = linkToken(pathname)
  const [link, setLink] = useState<{ state: LinkState | 'reading'; email?: string }>({ state: token ? 'reading' : 'unknown' })

  useEffect(() => {
    if (!token) return
    let live = true
    readPasswordLink(token)
      .then((read) => live && setLink(read))
      .catch(() => live && setLink({ state: 'valid' }))
    return () => {
      live = false
    }
  }, [token])

  const submit = async (password: string) => {
    if (!token) throw new Error(t(DEAD.unknown))
    try {
      await setPasswordThroughLink(token, password)
    } catch (err) {
      const dead = err instanceof HttpError ? DEAD_CODES[err.code] : undefined
      if (dead) return setLink({ state: dead })
      // The server's policy messages have their translations; anything else is a failure to retry.
      throw new Error(
        err instanceof HttpError && err.code === 'WEAK_PASSWORD' ? t(err.message) : t('The password could not be saved. Please try again.'),
        { cause: err },
      )
    }
    onDone()
  }

  if (link.state !== 'valid' && link.state !== 'reading' && token)
    return (
      <LoginPanel title={t(DEAD[link.state])} description={t('Ask an administrator for a new link.')} focusOnMount onBack={onBack}>
        <button type="button" className="button button--primary login-form__submit" onClick={onBack}>
          {t('Log in')}
        </button>
      </LoginPanel>
    )
  return (
    <LoginPanel
      title={t('Create a new password')}
      description={t('Choose a strong password that you do not use on other websites.')}
      focusOnMount={focusOnMount}
      onBack={onBack}
    >
      {link.email && <p className="login-panel__account">{t('Account: {{email}}', { email: link.email })}</p>}
      <NewPasswordForm email={link.email} onSubmit={submit} />
    </LoginPanel>
  )
}
