import { useEffect, useRef } from 'react'
import SignaturePad from 'signature_pad'
import { Button } from '../../../components/Button'

/**
 * A canvas the family signs on (signature_pad: finger, stylus or mouse). Each stroke's end hands
 * the whole signature so far, as a PNG data: address, to `onSigned`; "clear" wipes it.
 */
export function SignaturePadField({
  label,
  clearLabel,
  onSigned,
  onCleared,
}: {
  label: string
  clearLabel: string
  onSigned: (png: string) => void
  onCleared: () => void
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<SignaturePad | null>(null)
  const signed = useRef(onSigned)
  useEffect(() => {
    signed.current = onSigned
  }, [onSigned])
  useEffect(() => {
    // No 2D drawing at all (an old or headless browser): the reason field stays the way out.
    if (!canvas.current?.getContext('2d')) return
    const drawn = new SignaturePad(canvas.current)
    drawn.addEventListener('endStroke', () => signed.current(drawn.toDataURL('image/png')))
    pad.current = drawn
    return () => drawn.off()
  }, [])
  const clear = () => {
    pad.current?.clear()
    onCleared()
  }
  return (
    <div>
      <canvas
        ref={canvas}
        width={600}
        height={200}
        role="img"
        aria-label={label}
        style={{ border: '1px solid currentColor', maxWidth: '100%', touchAction: 'none' }}
      />
      <div>
        <Button type="button" variant="secondary" onClick={clear}>
          {clearLabel}
        </Button>
      </div>
    </div>
  )
}
