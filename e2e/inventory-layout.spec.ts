import type { Locator } from '@playwright/test'
import { logIn } from './support/accounts'
import { E2E_ADMIN } from './support/staff'
import { expect, test } from './support/test'

/**
 * Each asset tag of the units tables with the number of lines it takes: its text's line boxes,
 * counted by their distinct tops (a tag broken at a dash has two).
 */
function tagLines(tags: Locator) {
  return tags.evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange()
      range.selectNodeContents(cell)
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
      return { tag: (cell.textContent ?? '').trim(), lines: tops.size }
    }),
  )
}

test('asset tags never wrap inside themselves in the inventory tables, in English and Spanish', async ({
  page,
}) => {
  // An admin sees every unit action, the widest rows the tables have.
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page).toHaveURL(/\/search$/)
  for (const [language, title] of [
    ['en', 'Inventory'],
    ['es', 'Inventario'],
  ] as const) {
    await page.goto(`/desk/inventory?lang=${language}`)
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    const tags = page.getByRole('article').getByRole('rowheader')
    await expect(tags.first()).toHaveText(/^SVQ-/)
    const lines = await tagLines(tags)
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.filter((tag) => tag.lines !== 1)).toEqual([])
  }
})
