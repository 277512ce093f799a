import { createRandom } from './random'

/** Share of the catalogue out of stock: a few products a shopper meets now and then. */
export const OUT_OF_STOCK_SHARE = 0.04

/**
 * Whether the `index`th product (1-based) of a catalogue is in stock. Drawn from its own
 * generator per product, not the catalogue's sequence, so every other field of every product
 * stays as it was and a smaller catalogue is still a prefix of a larger one.
 */
export function isInStock(seed: number, index: number): boolean {
  const random = createRandom(
    Math.imul(seed ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(index, 0x85ebca6b),
  )
  return random.next() >= OUT_OF_STOCK_SHARE
}
