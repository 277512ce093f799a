import { loadGroceries } from '../groceries'
import type { CatalogueProduct } from './catalogue'

/**
 * The 169 items of the real Groceries data set as a second catalogue: the item name is the
 * product name, its level-2 category plays the articleType (tuning split) and its level-1
 * category the subCategory (held-out split). Undefined when the data set is absent.
 */
export function loadGroceryItems(): CatalogueProduct[] | undefined {
  const groceries = loadGroceries()
  if (!groceries) return undefined
  return groceries.records.map((record) => {
    const { lvl0, lvl1 } = record.hierarchicalCategories as { lvl0: string; lvl1: string }
    return {
      id: record.objectID,
      name: record.name as string,
      subCategory: lvl0,
      articleType: lvl1.slice(lvl0.length + ' > '.length),
    }
  })
}

/** Fewest items a Groceries category needs to be a query (its categories are small). */
export const GROCERY_MIN_ITEMS = 3
