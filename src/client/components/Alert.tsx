import type { ReactNode } from 'react'
import styles from './Form.module.css'

interface AlertProps {
  tone: 'error' | 'success' | 'info'
  children: ReactNode
}

const toneClass = { error: styles.alertError, success: styles.alertSuccess, info: styles.alertInfo }

/** A message about the whole form or page; errors interrupt screen readers, others wait. */
export function Alert({ tone, children }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${styles.alert} ${toneClass[tone]}`}
    >
      {children}
    </div>
  )
}
