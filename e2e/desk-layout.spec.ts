import type { Locator } from '@playwright/test'
import { openDeskAs } from './support/desk'
import { E2E_ADMIN } from './support/staff'
import { expect, test } from './support/test'

/**
 * The tops of the labels of each row of a form's grid, a row being the cells whose boxes overlap
 * from top to bottom.
 */
function labelTopsByRow(form: Locator) {
  return form.evaluate((element) => {
    const cells = [...element.children]
      .map((cell) => ({ cell, box: cell.getBoundingClientRect() }))
      .filter(({ cell }) => cell.querySelector('label'))
      .sort((a, b) => a.box.top - b.box.top)
    const rows: { bottom: number; tops: number[] }[] = []
    for (const { cell, box } of cells) {
      const top = cell.querySelector('label')!.getBoundingClientRect().top
      const row = rows.at(-1)
      if (row && box.top < row.bottom) {
        row.tops.push(top)
        row.bottom = Math.max(row.bottom, box.bottom)
      } else rows.push({ bottom: box.bottom, tops: [top] })
    }
    return rows.map((row) => row.tops)
  })
}

for (const [language, title] of [
  ['en', 'New promo code'],
  ['es', 'Nuevo código promocional'],
] as const) {
  test(`the new promo code form has its heading above it and the labels of a row level (${language})`, async ({
    page,
  }) => {
    await openDeskAs(page, E2E_ADMIN.email, E2E_ADMIN.password)
    await page.goto(`/desk/promo-codes?lang=${language}`)
    const form = page.getByRole('form', { name: title })
    await expect(form).toBeVisible()
    const heading = page.getByRole('heading', { name: title })
    const headingBox = (await heading.boundingBox())!
    const formBox = (await form.boundingBox())!
    expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(formBox.y)
    // The heading stands over the whole form, not in one of its cells.
    expect(Math.abs(headingBox.x - formBox.x)).toBeLessThanOrEqual(2)
    const rows = await labelTopsByRow(form)
    expect(rows.length).toBeGreaterThan(1)
    for (const tops of rows) {
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2)
    }
  })
}
