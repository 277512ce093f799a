/** Hex value of every colour name the catalogue uses. */
export const COLOR_HEX: Readonly<Record<string, string>> = {
  Black: '#26272b',
  White: '#f3f2ee',
  Grey: '#8d9096',
  Graphite: '#4a4d55',
  Navy: '#22325a',
  Blue: '#2f6db5',
  'Sky Blue': '#8cc0e6',
  Indigo: '#2c3d6b',
  'Light Wash': '#7d9fc6',
  Teal: '#1f8585',
  Green: '#3d8f50',
  'Forest Green': '#2f5d40',
  Olive: '#6d7140',
  Sage: '#9db39b',
  Red: '#c8372f',
  Burgundy: '#7b2437',
  Pink: '#eaa0b6',
  Lavender: '#b9a7dc',
  Purple: '#6d4a9c',
  Orange: '#e8772e',
  Yellow: '#edc23f',
  Mustard: '#c99a2e',
  Terracotta: '#c1673f',
  Beige: '#d9c7a7',
  Sand: '#cfb88d',
  Cream: '#efe6d1',
  Tan: '#b58a5b',
  Brown: '#76513a',
  Tortoise: '#6b4326',
  Silver: '#c3c7cd',
  Gold: '#c9a448',
  'Rose Gold': '#d9a08c',
  Copper: '#b86f45',
}

/** URL-safe slug of a colour name ("Forest Green" → "forest-green"). */
export function colorSlug(color: string): string {
  return color.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

const BY_SLUG = new Map(Object.keys(COLOR_HEX).map((name) => [colorSlug(name), name]))

/** The colour name of a slug, or `undefined` when the catalogue has no such colour. */
export function colorFromSlug(slug: string): string | undefined {
  return BY_SLUG.get(slug)
}
