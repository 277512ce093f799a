import type { Meta, StoryObj } from '@storybook/react-vite'
import { QRCode, getQrPath } from '@vitrine/ui-badge-qr'
import type { QrLevel } from '@vitrine/ui-badge-qr'
import { QRCodeDownloadButton } from '@vitrine/ui-badge-qr/client'
import { expect, spyOn, userEvent, within } from 'storybook/test'

const productUrl = 'https://vitrine.example/products/espresso-machine-deluxe?ref=qr'

const meta = {
  title: 'UI/QrCode',
  component: QRCode,
  args: { value: productUrl },
  argTypes: { level: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] } },
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

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
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
  },
}

export const Titled: Story = {
  args: { title: 'Scan to open this product on your phone' },
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', {
      name: 'Scan to open this product on your phone',
    })
    await expect(svg.tagName.toLowerCase()).toBe('svg')
  },
}

const levels: QrLevel[] = ['L', 'M', 'Q', 'H']

export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24 }}>
      {levels.map((level) => (
        <figure key={level} style={{ margin: 0, textAlign: 'center' }}>
          <QRCode {...args} level={level} size={160} title={`Level ${level}`} />
          <figcaption>Level {level}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const sides = levels.map((level) =>
      sideOf(canvas.getByRole('img', { name: `Level ${level}` }) as unknown as SVGSVGElement),
    )
    // More error correction needs more modules for the same URL.
    await expect(sides).toEqual([...sides].sort((a, b) => a - b))
    await expect(sides[3]).toBeGreaterThan(sides[0]!)
  },
}

export const Colours: Story = {
  args: { fgColor: '#134e4a', bgColor: 'hsl(48 96% 89%)', title: 'Teal on cream' },
  play: async ({ canvasElement }) => {
    const svg = svgIn(canvasElement)
    await expect(getComputedStyle(svg.querySelector('path')!).fill).toBe('rgb(19, 78, 74)')
    await expect(getComputedStyle(svg.querySelector('rect')!).fill).toBe('rgb(254, 243, 200)')
  },
}

export const Margin: Story = {
  args: { margin: 4, title: 'With a quiet zone of 4 modules' },
  play: async ({ canvasElement }) => {
    const svg = svgIn(canvasElement)
    await expect(sideOf(svg)).toBe(getQrPath(productUrl).size + 8)
    await expect(svg.querySelector('path')!.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/)
  },
}

const longUrl = `https://vitrine.example/search?${Array.from(
  { length: 24 },
  (_, i) => `facet${i}=value-${i}-espresso`,
).join('&')}`

export const LongUrl: Story = {
  args: { value: longUrl, size: 320, level: 'M', title: 'Saved search' },
  play: async ({ canvasElement }) => {
    const svg = svgIn(canvasElement)
    // Over 500 bytes at level M needs version 14 or more: 73+ modules per side.
    await expect(longUrl.length).toBeGreaterThan(500)
    await expect(sideOf(svg)).toBeGreaterThanOrEqual(73)
    await expect(svg.getBoundingClientRect().width).toBe(320)
  },
}

const utf8Text = 'Crème brûlée — 5,90 € · 二维码 · Корзина 🛒'

export const Utf8Text: Story = {
  args: { value: utf8Text, title: utf8Text },
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', { name: utf8Text })
    // Encoded as UTF-8 bytes: the same path as the pure helper computes.
    await expect(svg.querySelector('path')!.getAttribute('d')).toBe(getQrPath(utf8Text).d)
  },
}

const downloadQr = getQrPath(productUrl, { margin: 4 })

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
  play: async ({ canvasElement }) => {
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
  },
}
