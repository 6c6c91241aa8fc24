/** Room held for a page that is loading, announced to assistive technology; `className` sizes it. */
export function LoadingArea({ className, label }: { className: string; label: string }) {
  return (
    <div className={className} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
