import styles from './Skeleton.module.css'

type SkeletonShape = 'line' | 'short' | 'title' | 'image'

/** A grey placeholder block shaped like content that is still loading; hidden from readers. */
export function Skeleton({ shape = 'line' }: { shape?: SkeletonShape }) {
  return <span className={`${styles.skeleton} ${styles[shape]}`} aria-hidden="true" />
}

/** Placeholders one under the other, in the shapes of the text they stand for. */
export function SkeletonLines({ shapes }: { shapes: SkeletonShape[] }) {
  return shapes.map((shape, index) => <Skeleton key={index} shape={shape} />)
}
