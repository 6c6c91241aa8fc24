/**
 * Local previews of the photos chosen for a claim (object URLs of the files), shown while they
 * upload and after; each is let go once its photo leaves the draft. Where the browser has none
 * (a test's document), there is no preview.
 */
export const openPreview = (file: Blob) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : ''

export const closePreview = (url: string) => {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url)
}
