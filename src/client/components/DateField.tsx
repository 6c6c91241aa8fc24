import '@daypicker/react/style.css'
import { DayPicker } from '@daypicker/react'
import { enGB, es } from '@daypicker/react/locale'
import { useEffect, useId, useRef, useState } from 'react'
import type { Language } from '../../shared/domain/languages'
import { keepTabInside } from '../lib/focus'
import { CalendarIcon } from './pageIcons'
import styles from './DateField.module.css'

const LOCALES = { en: enGB, es } as const

const pad = (value: number) => String(value).padStart(2, '0')
const toIso = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
const fromIso = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number]
  return new Date(year, month - 1, day)
}

interface DateFieldProps {
  /** Id of the field's button, so other parts of the page can move focus to it. */
  id: string
  label: string
  value: string | null
  /** What the button shows: the formatted date, or a prompt to choose one. */
  valueText: string
  /** The button's accessible name, e.g. "Pickup date: Saturday 10 April 2027". */
  buttonLabel: string
  closeLabel: string
  language: Language
  /** Today at the pickup location (YYYY-MM-DD). */
  today: string
  /** The month shown first when no date is chosen (any date in it). */
  month: string
  isDisabled(date: string): boolean
  /** Accessible name of a day, e.g. "Saturday 10 April 2027". */
  dayLabel(date: string): string
  invalid?: boolean
  describedBy?: string
  onChange(date: string): void
}

/**
 * A date chosen from a calendar that opens under the field. Days the rules refuse are disabled.
 * Closes on a choice, on Escape, or on a click outside, and gives focus back to the field;
 * while it is open, Tab stays inside it.
 */
export function DateField(props: DateFieldProps) {
  const { label, value, valueText, buttonLabel, closeLabel, language, today, month } = props
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const calendarId = useId()
  const dialog = useRef<HTMLDivElement>(null)

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  return (
    <div className={styles.field} ref={wrapper}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <button
        ref={button}
        id={props.id}
        type="button"
        className={styles.button}
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? calendarId : undefined}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onClick={() => setOpen(!open)}
      >
        <CalendarIcon />
        <span className={value ? undefined : styles.placeholder}>{valueText}</span>
      </button>
      {open ? (
        <div
          ref={dialog}
          id={calendarId}
          role="dialog"
          aria-label={label}
          className={styles.popover}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close()
            keepTabInside(event, dialog.current)
          }}
        >
          <DayPicker
            mode="single"
            autoFocus
            locale={LOCALES[language]}
            today={fromIso(today)}
            defaultMonth={fromIso(value ?? month)}
            selected={value ? fromIso(value) : undefined}
            disabled={(date: Date) => props.isDisabled(toIso(date))}
            labels={{ labelDayButton: (date: Date) => props.dayLabel(toIso(date)) }}
            onSelect={(date) => {
              if (date) props.onChange(toIso(date))
              close()
            }}
          />
          <button type="button" className={styles.close} onClick={close}>
            {closeLabel}
          </button>
        </div>
      ) : null}
    </div>
  )
}
