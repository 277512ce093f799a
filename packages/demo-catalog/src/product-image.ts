/** Gallery views of a product; view 1 is the main image. */
export const PRODUCT_IMAGE_VIEWS = ['Front', 'Side', 'Detail'] as const

const SIZE = 600

function hash(input: string): number {
  let h = 2166136261
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** Escapes text for an XML text node or attribute value. */
export function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function shape(kind: number, hue: number, view: number): string {
  const fill = `hsl(${(hue + 180) % 360} 55% 42%)`
  const c = SIZE / 2
  const r = 130 + view * 12
  if (kind === 0) return `<circle cx="${c}" cy="${c - 20}" r="${r}" fill="${fill}"/>`
  if (kind === 1) {
    return `<rect x="${c - r}" y="${c - r - 20}" width="${r * 2}" height="${r * 2}" rx="36" fill="${fill}"/>`
  }
  return `<polygon points="${c},${c - r - 20} ${c + r},${c + r - 20} ${c - r},${c + r - 20}" fill="${fill}"/>`
}

/**
 * A deterministic placeholder picture for a product: colours and shape derive from the
 * objectID; the objectID and view name are drawn as escaped text.
 */
export function renderProductSvg(objectID: string, view = 1): string {
  const h = hash(objectID)
  const hue = h % 360
  const index = Math.min(Math.max(view, 1), PRODUCT_IMAGE_VIEWS.length) - 1
  const label = escapeXml(objectID)
  const viewName = PRODUCT_IMAGE_VIEWS[index] ?? 'Front'
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${label} ${viewName}">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${hue} 60% 90%)"/>`,
    shape((h >>> 9) % 3, hue, index),
    `<text x="50%" y="${SIZE - 60}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="36" fill="hsl(${hue} 40% 20%)">${label} · ${viewName}</text>`,
    '</svg>',
  ].join('')
}
