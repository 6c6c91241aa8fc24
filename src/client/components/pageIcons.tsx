/** Icons only lazily loaded pages show, kept out of the first load (see icons.tsx). */
import { base, type IconProps } from './icons'

export const CompassIcon = (props: IconProps) => (
  <svg {...base} strokeWidth={1.5} {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </svg>
)

export const CalendarIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </svg>
)
