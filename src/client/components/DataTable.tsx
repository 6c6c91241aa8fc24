import type { ReactNode } from 'react'
import { TableHead } from './TableHead'
import styles from './DataTable.module.css'

interface DataTableProps {
  /** The table's own look (borders, padding), from the feature's styles. */
  className: string
  caption?: string
  /** One heading per column, in order. */
  columns: string[]
  /** The body's rows. */
  children: ReactNode
}

/** A table with its column headings, scrolling sideways inside its box on narrow screens. */
export function DataTable({ className, caption, columns, children }: DataTableProps) {
  return (
    <div className={styles.wrap}>
      <table className={className}>
        {caption ? <caption>{caption}</caption> : null}
        <TableHead labels={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
