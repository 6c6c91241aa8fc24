import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styles from './Button.module.css'

interface ButtonLinkProps {
  to: string
  variant?: 'primary' | 'secondary'
  onClick?(): void
  children: ReactNode
}

/** A link styled as a button, for calls to action that navigate. */
export function ButtonLink({ to, variant = 'primary', onClick, children }: ButtonLinkProps) {
  return (
    <Link to={to} className={`${styles.button} ${styles[variant]}`} onClick={onClick}>
      {children}
    </Link>
  )
}
