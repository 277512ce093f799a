import type { ArtKind } from '../art/art-kind'

/** Size chart of a product type; one chart per type, so adult and kids' sizes never mix. */
export type SizeChart = 'clothing' | 'kidsClothing' | 'womenShoes' | 'menShoes' | 'none'

/** A leaf category and what its products look like, are made of and cost. */
export interface LeafSpec {
  lvl2: string
  /** Value of `productType`. */
  type: string
  /** The illustration drawn for the type. */
  art: ArtKind
  /**
   * Name words that call for another illustration than `art`: a "Chelsea" boot is drawn with
   * elastic side panels, every other boot with laces.
   */
  artOf?: Record<string, ArtKind>
  /** Nouns ending product names ("Dome Tent"). */
  nouns: string[]
  /** Words that fit between model and noun in names ("Ultralight"). */
  qualifiers: string[]
  /** What the product is made of, as in "made from ___". */
  materials: string[]
  /**
   * Qualifiers and nouns that name a material, with the materials they allow: a "Sterling Silver
   * Ring" is made from sterling silver, never from gold vermeil; a "Linen Shirt" from linen.
   */
  madeOf?: Record<string, string[]>
  /**
   * Groups of name words that contradict each other: a name holds at most one word of each group
   * (no "Straight Tapered Jeans", no "34-Inch Ultrawide Portable Monitor").
   */
  exclusive?: string[][]
  /** Materials with a colour of their own, with the colours they allow (silver is silver). */
  colorOf?: Record<string, string[]>
  /** Features, as in "with ___". */
  details: string[]
  /** Uses, as in "ideal for ___". */
  uses: string[]
  /** Colour names offered for the type (see `COLOR_HEX`). */
  colors: string[]
  /** Range of list prices. */
  price: [number, number]
  /** Types usually bought with this one (by `type`). */
  goesWith?: string[]
}

/** A second-level category holding leaves. */
export interface BranchSpec {
  lvl0: string
  lvl1: string
  sizes: SizeChart
  leaves: LeafSpec[]
}
