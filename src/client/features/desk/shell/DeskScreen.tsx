import type { ReactNode } from 'react'

/** One screen of the desk: a region named by its heading (`${id}-title`). */
export function DeskScreen({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  )
}
