import { COLOR_HEX } from '../colors'
import type { ProductImage } from '../image-paths'
import { ART } from './art'
import type { ArtKind } from './art-kind'
import type { Scene } from './drawing'
import { paletteOf } from './palette'
import { sceneBackdrop } from './scenes'

const TINTS = ['#f4f1ec', '#eef2f5', '#f3eff5', '#eef4ef']
const SHADOW = '<ellipse cx="100" cy="172" rx="64" ry="6" fill="#000" opacity=".08"/>'

function hash(input: string): number {
  let h = 2166136261
  for (let i = 0; i < input.length; i++) h = Math.imul(h ^ input.charCodeAt(i), 16777619)
  return h >>> 0
}

function svg(width: number, height: number, viewBox: string, body: string, label: string): string {
  const name = label ? ` role="img" aria-label="${label}"` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}"${name}>` +
    body +
    '</svg>'
  )
}

/** One product drawn at `scale` with its base centred on (x, y). */
export function placeArt(
  art: ArtKind,
  color: string,
  x: number,
  y: number,
  scale: number,
  variant = 0,
) {
  const drawn = ART[art].draw(paletteOf(COLOR_HEX[color] ?? '#8d9096'), variant)
  return `<g transform="translate(${x - 100 * scale} ${y - 170 * scale}) scale(${scale})">${drawn}</g>`
}

function productView({ art, color, view }: ProductImage, variant: number, tint: string): string {
  const spec = ART[art]
  const drawing = spec.draw(paletteOf(COLOR_HEX[color] ?? '#8d9096'), variant)
  switch (view) {
    case 2:
      return (
        `<rect width="200" height="200" fill="#e9edf1"/>` +
        SHADOW +
        `<g transform="rotate(-7 100 120) translate(200 0) scale(-1 1)">${drawing}</g>`
      )
    case 3: {
      const [fx, fy] = spec.focus
      return (
        `<rect width="200" height="200" fill="${tint}"/>` +
        `<g transform="translate(100 100) scale(2.1) translate(${-fx} ${-fy})">${drawing}</g>`
      )
    }
    case 4:
      return sceneBackdrop(spec.scene) + placeArt(art, color, 100, 180, 0.62, variant)
    default:
      return `<rect width="200" height="200" fill="${tint}"/>` + SHADOW + drawing
  }
}

/**
 * The picture of a product in one colour and view (1 front, 2 back, 3 detail, 4 in use): an
 * illustration of its kind of product in that colour, with no text. Deterministic: the same
 * arguments give the same bytes, so its URL can be cached forever.
 */
export function renderProductSvg(image: ProductImage, alt = ''): string {
  const h = hash(image.objectID)
  const body = productView(image, h % 3, TINTS[(h >>> 4) % TINTS.length]!)
  return svg(600, 600, '0 0 200 200', body, escapeXml(alt))
}

/** A wide picture: a backdrop with a few products standing on it. */
export function renderSceneSvg(options: {
  scene: Scene
  items: ReadonlyArray<{ art: ArtKind; color: string }>
  width: number
  height: number
  label?: string
}): string {
  const { scene, items, width, height } = options
  const vw = Math.round((200 * width) / height)
  const step = vw / (items.length + 1)
  const placed = items
    .map((item, i) =>
      placeArt(item.art, item.color, step * (i + 1), 186, items.length > 2 ? 0.56 : 0.66),
    )
    .join('')
  return svg(
    width,
    height,
    `0 0 ${vw} 200`,
    sceneBackdrop(scene, vw, 200) + placed,
    escapeXml(options.label ?? ''),
  )
}

/** Escapes text for an XML text node or attribute value. */
export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
