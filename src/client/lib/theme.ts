import type { Theme } from '../features/preferences'

/**
 * Light or dark colours on the whole page (`<html data-theme>`, read by styles/global.css);
 * without the attribute the system's setting decides. index.html sets it before the first paint.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement
  if (theme === 'system') delete root.dataset.theme
  else root.dataset.theme = theme
}
