import type { CameraProblem } from './deskScannerSlice'

/** Why the camera did not open, from the browser's error (its name says which). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing'
  return 'failed'
}

/** A camera that cannot be asked for at all (no mediaDevices: an old browser, or not https). */
export class NoCameraError extends Error {
  override name = 'NotFoundError'
}

/** The device's camera, the one facing away from the screen when there is one. */
export async function openCamera(): Promise<MediaStream> {
  const devices = globalThis.navigator?.mediaDevices
  if (!devices?.getUserMedia) throw new NoCameraError('No camera can be asked for')
  return devices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
}

/** Turns the camera off (its light too). */
export const closeCamera = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop()
}
