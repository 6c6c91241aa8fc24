/** Small inline icons; decorative unless a label is given by the caller. */
import type { SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement>

export const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

export const BasketIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M5 9h14l-1.5 10.5a1.5 1.5 0 0 1-1.5 1.5H8a1.5 1.5 0 0 1-1.5-1.5z" />
    <path d="M9 9V7a3 3 0 0 1 6 0v2" />
  </svg>
)

export const MenuIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
)

export const CloseIcon = (props: IconProps) => (
  <svg {...base} {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)

export const CloudOffIcon = (props: IconProps) => (
  <svg {...base} strokeWidth={1.5} {...props}>
    <path d="M7 18h10a4 4 0 0 0 .8-7.9A6 6 0 0 0 6.3 8.5 4.5 4.5 0 0 0 7 18z" />
    <path d="M3 3l18 18" />
  </svg>
)

/** The brand mark: a suitcase with a heart. */
export const LogoMark = (props: IconProps) => (
  <svg {...base} viewBox="0 0 32 32" width={32} height={32} strokeWidth={2} {...props}>
    <rect x="4" y="9" width="24" height="18" rx="4" fill="currentColor" stroke="none" />
    <path d="M12 9V6.5A1.5 1.5 0 0 1 13.5 5h5A1.5 1.5 0 0 1 20 6.5V9" />
    <path
      d="M16 23s-5-3-5-6.2a2.6 2.6 0 0 1 5-1 2.6 2.6 0 0 1 5 1C21 20 16 23 16 23z"
      fill="#fff"
      stroke="none"
    />
  </svg>
)
