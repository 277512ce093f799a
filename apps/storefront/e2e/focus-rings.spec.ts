import { expect, test, type Page } from '@playwright/test'

/** The colour drawn at a point of the page, read from a screenshot. */
async function colourAt(page: Page, x: number, y: number): Promise<number[]> {
  const png = await page.screenshot({ clip: { x, y, width: 1, height: 1 } })
  return page.evaluate(async (data) => {
    const image = new Image()
    image.src = `data:image/png;base64,${data}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
  }, png.toString('base64'))
}

for (const width of [375, 1280]) {
  test(`the header search's focus ring shows beside its button too (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const field = page.getByRole('banner').getByRole('combobox', { name: 'Search products' })
    await page.getByRole('banner').getByRole('link', { name: 'Vitrine' }).focus()
    await page.keyboard.press('Tab')
    await expect(field).toBeFocused()
    const box = (await field.boundingBox())!
    // The ring's inner 3 px are white; under the button (accent blue) they were not drawn.
    expect(await colourAt(page, box.x + box.width + 1, box.y + box.height / 2)).toEqual([
      255, 255, 255,
    ])
    // Its outer 2 px are the ring's blue, on the page's side as on the button's.
    for (const x of [box.x - 4, box.x + box.width + 4]) {
      expect(await colourAt(page, x, box.y + box.height / 2)).toEqual([11, 87, 208])
    }
  })
}
