import type { Locator, Page } from '@playwright/test'
import { expect } from './test'

/**
 * The family signs the rental agreement on the desk's screen. The pad arrives with its own chunk,
 * maybe below the fold: it is drawn on in view, again until it listens.
 */
export async function signOnScreen(page: Page, agreement: Locator, signer = 'Ana García') {
  await agreement.getByLabel('Name of the person who signs').fill(signer)
  await expect(async () => {
    const padImage = agreement.getByRole('img', { name: /^Signature/ })
    await padImage.scrollIntoViewIfNeeded()
    const pad = (await padImage.boundingBox())!
    await page.mouse.move(pad.x + 40, pad.y + pad.height / 2)
    await page.mouse.down()
    await page.mouse.move(pad.x + pad.width / 3, pad.y + 20, { steps: 8 })
    await page.mouse.move(pad.x + pad.width - 40, pad.y + pad.height - 30, { steps: 8 })
    await page.mouse.up()
    await expect(agreement.getByText('Signed on the screen.')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
}
