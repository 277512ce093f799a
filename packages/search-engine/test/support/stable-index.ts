import type { Engine } from '../../src/core/types'

/** The index the fuzz tests never name: a copy of the seeded products, faceted on brand and colours. */
export const STABLE_INDEX = 'stable'

/**
 * Fills {@link STABLE_INDEX} from the seeded `products`. The fuzz tests search it before and after
 * their hostile requests: its answers must not change.
 */
export function seedStableIndex(engine: Engine): void {
  engine.setSettings(STABLE_INDEX, { attributesForFaceting: ['brand', 'colors'] })
  engine.saveObjects(STABLE_INDEX, [...engine.allObjects('products')])
}
