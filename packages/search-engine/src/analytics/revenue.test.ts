import { describe, expect, it } from 'vitest'
import type { InsightsEvent } from '../insights/types'
import { purchaseRevenue } from './revenue'

const purchase = (extra: Partial<InsightsEvent>): InsightsEvent => ({
  eventName: 'Purchased',
  eventType: 'conversion',
  eventSubtype: 'purchase',
  index: 'products',
  userToken: 'u',
  timestamp: 0,
  objectIDs: ['a', 'b'],
  ...extra,
})

describe('purchase revenue', () => {
  it('sums price × quantity of the credited objects, in the event currency', () => {
    const event = purchase({
      currency: 'EUR',
      objectData: [{ price: '12.5', quantity: 2 }, { price: 3 }],
    })
    expect(purchaseRevenue(event, [0, 1])).toEqual({ currency: 'EUR', amount: 28 })
    expect(purchaseRevenue(event, [1])).toEqual({ currency: 'EUR', amount: 3 })
  })

  it('takes the event value when no object has data, and nothing without a currency or price', () => {
    expect(purchaseRevenue(purchase({ currency: 'USD', value: '40' }), [0, 1])).toEqual({
      currency: 'USD',
      amount: 40,
    })
    expect(purchaseRevenue(purchase({ objectData: [{ price: 5 }] }), [0])).toBeUndefined()
    expect(
      purchaseRevenue(purchase({ currency: 'USD', objectData: [{ quantity: 2 }] }), [0]),
    ).toBeUndefined()
  })
})
