import { useEffect, useRef } from 'react'
import { useAppDispatch } from '../../../app/hooks'
import { codeReader, type CodeReader } from './barcodeReader'
import { cameraProblemOf, closeCamera, openCamera } from './camera'
import { cameraCodeRead, cameraFailed } from './deskScannerSlice'

/** How often a frame is read. */
const FRAME_MS = 200

/**
 * The camera's picture while it is open, each frame read for codes; each code is sent once while
 * the camera stays open (`cameraCodeRead`), so a label held in view is not chosen twice. The
 * camera is turned off when the view closes.
 */
export function CameraView({ label }: { label: string }) {
  const dispatch = useAppDispatch()
  const video = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    let stream: MediaStream | null = null
    let closed = false
    const sent = new Set<string>()
    const readFrames = async (reader: CodeReader) => {
      while (!closed) {
        const element = video.current
        if (element && element.readyState >= 2) {
          const [code] = await reader.read(element).catch(() => [])
          if (code && !closed && !sent.has(code)) {
            sent.add(code)
            dispatch(cameraCodeRead({ code }))
          }
        }
        await new Promise((resolve) => setTimeout(resolve, FRAME_MS))
      }
    }
    const start = async () => {
      stream = await openCamera()
      if (closed) return closeCamera(stream)
      if (video.current) {
        video.current.srcObject = stream
        await video.current.play().catch(() => undefined)
      }
      await readFrames(await codeReader())
    }
    start().catch((error: unknown) => {
      if (closed) return
      if (stream) closeCamera(stream)
      dispatch(cameraFailed({ problem: cameraProblemOf(error) }))
    })
    return () => {
      closed = true
      if (stream) closeCamera(stream)
    }
  }, [dispatch])
  return <video ref={video} aria-label={label} muted playsInline width={320} height={240} />
}
