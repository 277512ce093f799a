/** Every product illustration the demo can draw, one per kind of product. */
export const ART_KINDS = [
  'backpack',
  'ball',
  'blocks',
  'boot',
  'chair',
  'chelseaBoot',
  'coffeeBag',
  'dress',
  'dumbbell',
  'earbuds',
  'frenchPress',
  'headlamp',
  'headphones',
  'heel',
  'hoodie',
  'jacket',
  'jeans',
  'kettle',
  'kneeBoot',
  'keyboard',
  'lamp',
  'laptop',
  'monitor',
  'mug',
  'necklace',
  'pan',
  'phone',
  'plush',
  'puzzle',
  'ring',
  'sandal',
  'shirt',
  'sleepingBag',
  'sneaker',
  'speaker',
  'sunglasses',
  'sweater',
  'tent',
  'tote',
  'tshirt',
  'watch',
  'yogaMat',
] as const

/** A kind of product illustration. */
export type ArtKind = (typeof ART_KINDS)[number]

const KINDS: ReadonlySet<string> = new Set(ART_KINDS)

/** Whether `value` names an illustration. */
export function isArtKind(value: string): value is ArtKind {
  return KINDS.has(value)
}
