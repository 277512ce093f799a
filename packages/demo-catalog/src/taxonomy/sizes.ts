import type { SizeChart } from './types'

/** Sizes per chart, smallest first. */
export const SIZE_CHARTS: Record<SizeChart, string[]> = {
  clothing: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  kidsClothing: ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y', '12-13Y'],
  womenShoes: ['36', '37', '38', '39', '40', '41', '42'],
  menShoes: ['40', '41', '42', '43', '44', '45', '46'],
  none: [],
}

/** Every size in facet order: adult clothing, kids' clothing, then shoe sizes ascending. */
export const SIZE_ORDER: string[] = [
  ...SIZE_CHARTS.clothing,
  ...SIZE_CHARTS.kidsClothing,
  ...[...new Set([...SIZE_CHARTS.womenShoes, ...SIZE_CHARTS.menShoes])],
]
