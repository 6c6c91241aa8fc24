import type { ReactNode } from 'react'
import { ThemeChoice } from './ThemeChoice'
import { AccountLinks, LogoutButton, SignedInPerson } from './UserMenu'
import styles from './Header.module.css'

interface MobileMenuProps {
  signedIn: boolean
  links: ReactNode
  languageSwitch: ReactNode
  loginLink: ReactNode
  /** The menu closes when a dialog opens from it. */
  onDialogOpened(): void
}

/**
 * Routes and guard (docs/product.md): mobile menu's contents (loaded when first opened): the
 * header's links, and the signed-in traveller's name and initials, account links and Log out, or
 * Log in; language and colours.
 */
export function MobileMenu({
  signedIn,
  links,
  languageSwitch,
  loginLink,
  onDialogOpened,
}: MobileMenuProps) {
  return (
    <>
      {signedIn ? <SignedInPerson /> : null}
      {links}
      {signedIn ? (
        <AccountLinks className={styles.navLink} onDialogOpened={onDialogOpened} />
      ) : null}
      {languageSwitch}
      <ThemeChoice />
      {signedIn ? <LogoutButton className={styles.navLink} /> : loginLink}
    </>
  )
}
