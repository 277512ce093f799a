import type { Meta, StoryObj } from '@storybook/react-vite'
import { QRCode, getQrPath } from '@vitrine/ui-badge-qr'
import type { QrLevel } from '@vitrine/ui-badge-qr'
import { QRCodeDownloadButton } from '@vitrine/ui-badge-qr/client'
import { expect, spyOn, userEvent, within } from 'storybook/test'
import { onViewport } from '../../.storybook/viewports'
import { testOnly } from '../storefront/support/test-only'

const productUrl = 'https://vitrine.example/products/espresso-machine-deluxe?ref=qr'

const meta = {
  // The component's own name, as teams import it.
  title: 'UI/QRCode',
  component: QRCode,
  // The component's defaults, passed explicitly so that every control starts live on its value.
  args: {
    value: productUrl,
    size: 256,
    level: 'L',
    margin: 0,
    bgColor: '#FFFFFF',
    fgColor: '#000000',
  },
  // Optional props typed `T | undefined` get no control of their own (an object editor).
  argTypes: {
    level: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] },
    margin: { control: { type: 'number', min: 0, max: 10, step: 1 } },
    size: { control: { type: 'range', min: 64, max: 512, step: 16 } },
    bgColor: { control: 'color' },
    fgColor: { control: 'color' },
    title: { control: 'text' },
  },
} satisfies Meta<typeof QRCode>
export default meta
type Story = StoryObj<typeof meta>

function svgIn(canvasElement: HTMLElement): SVGSVGElement {
  return canvasElement.querySelector('svg')!
}

/** Modules per side, read from the viewBox. */
function sideOf(svg: SVGSVGElement): number {
  return svg.viewBox.baseVal.width
}

/**
 * The defaults: 256 px, level L, no quiet zone, black on white (`<QRCode value={url} />` draws
 * the same). Without `title` (or `aria-label`) the SVG has no name and no role: give it one
 * unless text beside it says the same.
 */
export const Defaults: Story = {
  play: testOnly(async ({ canvasElement }) => {
    const svg = svgIn(canvasElement)
    await expect(svg.getAttribute('width')).toBe('256')
    await expect(svg.getBoundingClientRect().width).toBe(256)
    await expect(svg.getAttribute('shape-rendering')).toBe('crispEdges')
    await expect(svg.querySelector('rect')!.getAttribute('fill')).toBe('#FFFFFF')
    const path = svg.querySelector('path')!
    await expect(path.getAttribute('fill')).toBe('#000000')
    // The top-left finder pattern starts with a run of 7 dark modules, with no quiet zone.
    await expect(path.getAttribute('d')).toMatch(/^M0 0h7v1h-7z/)
    await expect(svg.querySelectorAll('path')).toHaveLength(1)
  }),
}

/** `title` names the code for screen readers (an image with that name) and shows as a tooltip. */
export const Titled: Story = {
  args: { title: 'Scan to open this product on your phone' },
  play: testOnly(async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', {
      name: 'Scan to open this product on your phone',
    })
    await expect(svg.tagName.toLowerCase()).toBe('svg')
  }),
}

const levels: QrLevel[] = ['L', 'M', 'Q', 'H']

/** Error-correction levels L, M, Q, H: more correction survives more damage but needs more modules. */
export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {levels.map((level) => (
        <figure key={level} style={{ margin: 0, textAlign: 'center' }}>
          <QRCode {...args} level={level} size={160} title={`Level ${level}`} />
          <figcaption>Level {level}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const sides = levels.map((level) =>
      sideOf(canvas.getByRole('img', { name: `Level ${level}` }) as unknown as SVGSVGElement),
    )
    // More error correction needs more modules for the same URL.
    await expect(sides).toEqual([...sides].sort((a, b) => a - b))
    await expect(sides[3]).toBeGreaterThan(sides[0]!)
  }),
}

/** The four levels on a phone: two to a row, nothing off screen. */
export const LevelsOnPhone: Story = {
  render: Levels.render,
  globals: onViewport('mobile'),
  play: testOnly(async ({ canvasElement }) => {
    const codes = within(canvasElement).getAllByRole('img')
    await expect(codes).toHaveLength(4)
    for (const code of codes)
      await expect(code.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
  }),
}

/** Any CSS colours; keep the modules darker than the background, with strong contrast, or phones will not read it. */
export const Colours: Story = {
  args: { fgColor: '#134e4a', bgColor: 'hsl(48 96% 89%)', title: 'Teal on cream' },
  play: testOnly(async ({ canvasElement }) => {
    const svg = svgIn(canvasElement)
    await expect(getComputedStyle(svg.querySelector('path')!).fill).toBe('rgb(19, 78, 74)')
    await expect(getComputedStyle(svg.querySelector('rect')!).fill).toBe('rgb(254, 243, 200)')
  }),
}

/** A quiet zone of 4 modules, as the standard asks on busy backgrounds; the code shrinks to make room. */
export const Margin: Story = {
  args: { margin: 4, title: 'With a quiet zone of 4 modules' },
  play: testOnly(async ({ canvasElement }) => {
    const svg = svgIn(canvasElement)
    await expect(sideOf(svg)).toBe(getQrPath(productUrl).size + 8)
    await expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/)
  }),
}

const longUrl = `https://vitrine.example/search?${Array.from(
  { length: 24 },
  (_, i) => `facet${i}=value-${i}-espresso`,
).join('&')}`

/** A URL of over 500 characters: many more, smaller modules; give it more pixels (here 320). */
export const LongUrl: Story = {
  args: { value: longUrl, size: 320, level: 'M', title: 'Saved search' },
  play: testOnly(async ({ canvasElement }) => {
    const svg = svgIn(canvasElement)
    // Over 500 bytes at level M needs version 14 or more: 73+ modules per side.
    await expect(longUrl.length).toBeGreaterThan(500)
    await expect(sideOf(svg)).toBeGreaterThanOrEqual(73)
    await expect(svg.getBoundingClientRect().width).toBe(320)
  }),
}

const utf8Text = 'Crème brûlée — 5,90 € · 二维码 · Корзина 🛒'

/** Text beyond ASCII (accents, CJK, Cyrillic, emoji) is encoded as UTF-8 bytes. */
export const Utf8Text: Story = {
  name: 'UTF-8 Text',
  args: { value: utf8Text, title: utf8Text },
  play: testOnly(async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', { name: utf8Text })
    // Encoded as UTF-8 bytes: the same path as the pure helper computes.
    await expect(svg.querySelector('path')!.getAttribute('d')).toBe(getQrPath(utf8Text).d)
  }),
}

const downloadQr = getQrPath(productUrl, { margin: 4 })

/**
 * `QRCodeDownloadButton` from `@vitrine/ui-badge-qr/client` saves the same code as a PNG; it needs
 * only `getQrPath` data, computed on the server.
 */
export const Download: Story = {
  args: { margin: 4, title: 'Product QR code' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <QRCode {...args} />
      <QRCodeDownloadButton
        qr={downloadQr}
        size={512}
        fgColor={args.fgColor}
        bgColor={args.bgColor}
        fileName="espresso-machine-qr.png"
      />
    </div>
  ),
  play: testOnly(async ({ canvasElement }) => {
    const links: HTMLAnchorElement[] = []
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      links.push(this)
    })
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Download QR code' }))
    } finally {
      click.mockRestore()
    }
    await expect(links).toHaveLength(1)
    const [link] = links
    await expect(link!.download).toBe('espresso-machine-qr.png')
    await expect(link!.href).toMatch(/^data:image\/png;base64,/)

    // Decode the PNG: at least 512 px, a whole number of pixels per module, dark finder corner.
    const image = new Image()
    image.src = link!.href
    await image.decode()
    const scale = Math.ceil(512 / downloadQr.size)
    await expect(image.naturalWidth).toBe(scale * downloadQr.size)
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = image.naturalWidth
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0)
    const pixel = (module: number) => [
      ...context.getImageData((module + 0.5) * scale, (module + 0.5) * scale, 1, 1).data,
    ]
    await expect(pixel(0)).toEqual([255, 255, 255, 255])
    await expect(pixel(4)).toEqual([0, 0, 0, 255])
    await expect(pixel(5)).toEqual([255, 255, 255, 255])
  }),
}

/**
 * A value a QR code cannot hold (here over 2,953 bytes, the most at level L): nothing renders, a
 * console error says why, and the page around it stays up.
 */
export const TooLong: Story = {
  args: { value: 'x'.repeat(3000), title: 'Too long to encode' },
  render: (args) => (
    <p>
      Scan to share: <QRCode {...args} />
    </p>
  ),
  beforeEach() {
    // The component's console error is the expected outcome here, not a failure of the story.
    const error = spyOn(console, 'error').mockImplementation(() => {})
    return () => error.mockRestore()
  },
  play: testOnly(async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Scan to share:')).toBeVisible()
    await expect(canvasElement.querySelector('svg')).toBeNull()
    await expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/^QRCode renders nothing: /),
    )
  }),
}
