/**
 * Whether this browser holds anything of ours: a cookie this page can read, or any key in local
 * or session storage. A first-time visitor holds nothing, so the first page renders before the
 * persistence code has loaded (it could only restore nothing); otherwise it waits for what was
 * kept. Storage that cannot be read counts as holding something: the page then waits, as before.
 */
export function storedAnything(): boolean {
  try {
    return document.cookie !== '' || localStorage.length > 0 || sessionStorage.length > 0
  } catch {
    return true
  }
}
