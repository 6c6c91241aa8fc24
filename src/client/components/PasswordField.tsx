import { useState } from 'react'
import { TextField, type TextFieldProps } from './TextField'
import styles from './Form.module.css'

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'adornment'> {
  showLabel: string
  hideLabel: string
}

/** A password input with a button that shows what was typed. */
export function PasswordField({ showLabel, hideLabel, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        >
          {visible ? hideLabel : showLabel}
        </button>
      }
    />
  )
}
