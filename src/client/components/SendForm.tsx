import type { FormHTMLAttributes } from 'react'

interface SendFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Called on submit, instead of the browser sending the form itself (a page load). */
  onSend(): void
}

/** A form the app sends itself: submitting (a button, Enter) calls `onSend` and nothing else. */
export function SendForm({ onSend, ...props }: SendFormProps) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
      }}
    />
  )
}
