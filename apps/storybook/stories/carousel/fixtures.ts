/** An inline SVG picture as a data URL: no network, deterministic. */
export function svgPicture({
  width,
  height,
  background,
  foreground = '#ffffff',
  text,
}: {
  width: number
  height: number
  background: string
  foreground?: string
  text: string
}): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.3}" r="${height * 0.18}" fill="${foreground}" opacity="0.2"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" ` +
    `font-size="${Math.round(height / 8)}" fill="${foreground}">${text}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** Dark enough for white text (contrast above 4.5:1). */
export const colours = [
  '#1d4ed8',
  '#b91c1c',
  '#047857',
  '#7c3aed',
  '#b45309',
  '#0f766e',
  '#be185d',
  '#4338ca',
] as const

/** Plain numbered slides. */
export const colourSlides = colours.map((colour, index) => ({
  id: `slide-${index + 1}`,
  title: `Slide ${index + 1}`,
  colour,
}))

/** A small product catalogue for the card carousel. */
export const products = [
  { id: 'p1', name: 'Espresso machine', price: 349, colour: '#7c2d12' },
  { id: 'p2', name: 'Burr grinder', price: 129, colour: '#1e3a8a' },
  { id: 'p3', name: 'Milk frother', price: 59, colour: '#065f46' },
  { id: 'p4', name: 'Pour-over kettle', price: 79, colour: '#581c87' },
  { id: 'p5', name: 'Coffee scale', price: 45, colour: '#9a3412' },
  { id: 'p6', name: 'Cold brew jar', price: 32, colour: '#134e4a' },
  { id: 'p7', name: 'Travel mug', price: 24, colour: '#831843' },
].map((product) => ({
  ...product,
  image: svgPicture({ width: 320, height: 240, background: product.colour, text: product.name }),
}))

/** Campaign banners for the hero carousel. */
export const banners = [
  { id: 'b1', headline: 'Autumn roasts are in', cta: 'Shop coffee', colour: '#7c2d12' },
  { id: 'b2', headline: 'Free delivery over €50', cta: 'See the terms', colour: '#1e3a8a' },
  { id: 'b3', headline: 'Brew like a barista', cta: 'Browse machines', colour: '#065f46' },
].map((banner) => ({
  ...banner,
  image: svgPicture({ width: 1200, height: 400, background: banner.colour, text: '' }),
}))

/** Twelve photos for the lazy story. */
export const photos = Array.from({ length: 12 }, (_, index) => ({
  id: `photo-${index + 1}`,
  alt: `Photo ${index + 1} of the showroom`,
  src: svgPicture({
    width: 800,
    height: 450,
    background: colours[index % colours.length]!,
    text: `Photo ${index + 1}`,
  }),
}))
