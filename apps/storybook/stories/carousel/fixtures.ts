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

/** Plain numbered slides, the colours repeating: enough for a long carousel. */
export const colourSlides = Array.from({ length: 24 }, (_, index) => ({
  id: `slide-${index + 1}`,
  title: `Slide ${index + 1}`,
  colour: colours[index % colours.length]!,
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
