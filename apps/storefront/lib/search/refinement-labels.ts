import { formatPrice } from '../format'
import {
  BRAND_ATTRIBUTE,
  CATEGORY_ATTRIBUTES,
  CATEGORY_SEPARATOR,
  COLOR_ATTRIBUTE,
  PRICE_ATTRIBUTE,
  RATING_ATTRIBUTE,
  SALE_ATTRIBUTE,
  SIZE_ATTRIBUTE,
} from './attributes'

const ATTRIBUTE_LABELS: Record<string, string> = {
  [CATEGORY_ATTRIBUTES[0]]: 'Category',
  [BRAND_ATTRIBUTE]: 'Brand',
  [COLOR_ATTRIBUTE]: 'Colour',
  [SIZE_ATTRIBUTE]: 'Size',
  [PRICE_ATTRIBUTE]: 'Price',
  [RATING_ATTRIBUTE]: 'Rating',
  [SALE_ATTRIBUTE]: 'Offers',
}

/** The shopper-facing name of a refined attribute. */
export function attributeLabel(attribute: string): string {
  return ATTRIBUTE_LABELS[attribute] ?? attribute
}

/** One active refinement as InstantSearch's current refinements list it. */
export interface RefinementLike {
  attribute: string
  label: string
  value: string | number
  operator?: string
}

/** The chip text of one active refinement (`from $10`, `4+ stars`, `Women › Shoes`…). */
export function refinementLabel(refinement: RefinementLike): string {
  const { attribute, label, operator, value } = refinement
  if (attribute === SALE_ATTRIBUTE) return 'On sale'
  if (attribute === CATEGORY_ATTRIBUTES[0]) return label.split(CATEGORY_SEPARATOR).join(' › ')
  const number = Number(value)
  if (attribute === PRICE_ATTRIBUTE && Number.isFinite(number)) {
    if (operator === '>=') return `from ${formatPrice(number)}`
    if (operator === '<=') return `up to ${formatPrice(number)}`
  }
  if (attribute === RATING_ATTRIBUTE && operator === '>=' && Number.isFinite(number)) {
    return `${number}+ stars`
  }
  return label
}
