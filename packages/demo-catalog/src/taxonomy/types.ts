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
  /** Nouns ending product names ("Dome Tent"). */
  nouns: string[]
  /** Words that fit between model and noun in names ("Ultralight"). */
  qualifiers: string[]
  /** What the product is made of, as in "made from ___". */
  materials: string[]
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
