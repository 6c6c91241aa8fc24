import { Button } from './Button'
import { Notice } from './Notice'

interface RetryNoticeProps {
  title: string
  /** What went wrong, in the traveller's words. */
  message: string
  retryLabel: string
  onRetry(): void
}

/** A request failed inside a page: what went wrong and a button to try again. */
export function RetryNotice({ title, message, retryLabel, onRetry }: RetryNoticeProps) {
  return (
    <Notice tone="error" title={title} action={<Button onClick={onRetry}>{retryLabel}</Button>}>
      <p>{message}</p>
    </Notice>
  )
}
