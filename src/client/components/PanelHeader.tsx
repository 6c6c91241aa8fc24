import { CloseIcon } from './icons'
import styles from './PanelHeader.module.css'

interface PanelHeaderProps {
  /** The heading's id, for the panel's aria-labelledby. */
  titleId: string
  title: string
  closeLabel: string
  onClose: () => void
  className?: string
}

/** A popup or dialog's title with its round close button. */
export function PanelHeader({ titleId, title, closeLabel, onClose, className }: PanelHeaderProps) {
  return (
    <div className={[styles.header, className].filter(Boolean).join(' ')}>
      <h2 id={titleId}>{title}</h2>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  )
}
