import { describe, expect, it } from 'vitest'
import { generateCatalog, simulateShoppers } from '@vitrine/demo-catalog'
import { evaluateModels } from './evaluation'

describe('evaluateModels', () => {
  it('beats the popularity baseline at least twice on HitRate@10 for the three models', () => {
    const { records } = generateCatalog({ count: 1000, seed: 42 })
    const events = simulateShoppers({
      records,
      seed: 11,
      sessions: 5000,
      now: Date.UTC(2025, 5, 1),
    })
    const report = evaluateModels({ records, events })
    for (const task of [report.relatedProducts, report.boughtTogether, report.recommendedForYou]) {
      expect(task.queries).toBeGreaterThan(20)
      expect(task.hitRate).toBeGreaterThanOrEqual(2 * task.baselineHitRate)
      expect(task.ndcg).toBeGreaterThan(task.baselineNdcg)
      expect(task.hitRate).toBeLessThanOrEqual(1)
    }
  })
})
