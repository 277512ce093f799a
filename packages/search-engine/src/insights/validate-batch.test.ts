import { describe, expect, it } from 'vitest'
import { InsightsError } from './insights-error'
import { validateEventsBatch } from './validate-batch'

const NOW = Date.UTC(2025, 5, 1)
const QID = '7dfe2ada7bca48bdd0629649df0bee07'

const click = {
  eventName: 'Product Clicked',
  eventType: 'click',
  index: 'products',
  userToken: 'user-1',
  objectIDs: ['a', 'b'],
  positions: [1, 2],
  queryID: QID,
}

function reject(events: unknown, message: string) {
  try {
    validateEventsBatch(events, { now: NOW })
  } catch (error) {
    expect(error).toBeInstanceOf(InsightsError)
    expect((error as InsightsError).status).toBe(422)
    expect((error as Error).message).toBe(message)
    return
  }
  throw new Error('expected the batch to be rejected')
}

describe('validateEventsBatch', () => {
  it('accepts the kinds of event search-insights sends and fills the timestamp', () => {
    const events = validateEventsBatch(
      {
        events: [
          click,
          { ...click, eventType: 'view', positions: undefined, queryID: undefined },
          {
            eventName: 'Purchased',
            eventType: 'conversion',
            eventSubtype: 'purchase',
            index: 'products',
            userToken: 'anonymous-1',
            authenticatedUserToken: 'user-1',
            objectIDs: ['a', 'b'],
            objectData: [
              { price: 9.99, quantity: 1, queryID: QID },
              { price: '5', discount: 1 },
            ],
            currency: 'EUR',
            value: 14.99,
            timestamp: NOW - 1000,
          },
          {
            ...click,
            objectIDs: undefined,
            positions: undefined,
            queryID: undefined,
            filters: ['brand%3AApple%20Inc'],
          },
        ],
      },
      { now: NOW },
    )
    expect(events).toHaveLength(4)
    expect(events[0]).toMatchObject({ timestamp: NOW, positions: [1, 2], queryID: QID })
    expect(events[2]).toMatchObject({
      eventSubtype: 'purchase',
      timestamp: NOW - 1000,
      currency: 'EUR',
    })
    expect(events[3]!.filters).toEqual(['brand:Apple Inc'])
  })

  it('accepts and drops InstantSearch telemetry events', () => {
    const events = validateEventsBatch(
      {
        events: [
          { eventName: '__start__', eventType: 'instantsearch', userToken: 'u', widgets: [] },
        ],
      },
      { now: NOW },
    )
    expect(events).toEqual([])
  })

  it.each([
    [{ events: [] }, 'events: no events to process'],
    [[click], 'events: the body must be an object of the form {"events": [...]}'],
    [{}, 'events: is required'],
    [
      { events: Array.from({ length: 1001 }, () => click) },
      'events: cannot process more than 1000 events in a batch',
    ],
    [
      { events: [click, { ...click, eventName: '' }] },
      'events[1].eventName: must contain only visible ASCII characters and be 1 to 64 long',
    ],
    [
      { events: [{ ...click, eventName: 'x'.repeat(65) }] },
      'events[0].eventName: must contain only visible ASCII characters and be 1 to 64 long',
    ],
    [{ events: [{ ...click, eventName: undefined }] }, 'events[0].eventName: is required'],
    [
      { events: [{ ...click, eventType: 'purchase' }] },
      'events[0].eventType: must be one of "click", "conversion", "view" or "instantsearch"',
    ],
    [
      { events: [{ ...click, eventSubtype: 'purchase' }] },
      'events[0].eventSubtype: is only allowed on conversion events',
    ],
    [
      {
        events: [
          { ...click, eventType: 'conversion', positions: undefined, eventSubtype: 'refund' },
        ],
      },
      'events[0].eventSubtype: must be "addToCart" or "purchase"',
    ],
    [{ events: [{ ...click, index: undefined }] }, 'events[0].index: is required'],
    [{ events: [{ ...click, userToken: undefined }] }, 'events[0].userToken: is required'],
    [
      { events: [{ ...click, userToken: 'a b' }] },
      'events[0].userToken: must contain only alphanumeric, equal, plus, slash, hyphen or underscore characters, and be between 1 and 129 characters long',
    ],
    [
      { events: [{ ...click, userToken: 'u'.repeat(130) }] },
      'events[0].userToken: must contain only alphanumeric, equal, plus, slash, hyphen or underscore characters, and be between 1 and 129 characters long',
    ],
    [{ events: [{ ...click, userToken: 42 }] }, 'events[0].userToken: expected string, got number'],
    [
      { events: [{ ...click, timestamp: NOW - 31 * 86_400_000 }] },
      'events[0].timestamp: is too far in the past',
    ],
    [
      { events: [{ ...click, timestamp: NOW + 3_600_000 }] },
      'events[0].timestamp: is too far in the future',
    ],
    [
      { events: [{ ...click, timestamp: '2025' }] },
      'events[0].timestamp: expected integer milliseconds since the epoch, got string',
    ],
    [
      { events: [{ ...click, objectIDs: undefined, positions: undefined }] },
      'events[0]: must specify either objectIDs or filters',
    ],
    [
      { events: [{ ...click, filters: ['a:b'] }] },
      'events[0].filters: must not be sent together with objectIDs',
    ],
    [
      { events: [{ ...click, objectIDs: Array.from({ length: 21 }, (_, i) => `o${i}`) }] },
      'events[0].objectIDs: must contain between 1 and 20 items',
    ],
    [
      { events: [{ ...click, objectIDs: [] }] },
      'events[0].objectIDs: must contain between 1 and 20 items',
    ],
    [
      { events: [click, click, click, { ...click, positions: [1] }] },
      'events[3].positions: must have the same length as objectIDs',
    ],
    [
      { events: [{ ...click, positions: [0, 1] }] },
      'events[0].positions[0]: must be a strictly positive integer',
    ],
    [
      { events: [{ ...click, positions: undefined }] },
      'events[0].positions: is required on a click event with a queryID and objectIDs',
    ],
    [
      { events: [{ ...click, queryID: undefined }] },
      'events[0].queryID: is required on a click event with positions',
    ],
    [
      { events: [{ ...click, eventType: 'view' }] },
      'events[0].positions: is only allowed on click events',
    ],
    [
      { events: [{ ...click, queryID: 'not-a-query-id' }] },
      'events[0].queryID: must be a search query ID (32-character hexadecimal string)',
    ],
    [
      { events: [{ ...click, queryID: QID.toUpperCase() }] },
      'events[0].queryID: must be a search query ID (32-character hexadecimal string)',
    ],
    [
      {
        events: [
          { ...click, eventType: 'conversion', positions: undefined, objectData: [{ price: 1 }] },
        ],
      },
      'events[0].objectData: must have the same length as objectIDs',
    ],
    [
      {
        events: [
          {
            ...click,
            eventType: 'conversion',
            positions: undefined,
            objectData: [{ price: 'x' }, {}],
          },
        ],
      },
      'events[0].objectData[0].price: must be a number or a numeric string',
    ],
    [
      {
        events: [
          {
            ...click,
            eventType: 'conversion',
            positions: undefined,
            objectData: [{}, { quantity: 1.5 }],
          },
        ],
      },
      'events[0].objectData[1].quantity: must be an integer',
    ],
    [
      { events: [{ ...click, eventType: 'conversion', positions: undefined, currency: 'EURO' }] },
      'events[0].currency: must be a three-letter currency code',
    ],
    [
      {
        events: [
          {
            ...click,
            objectIDs: undefined,
            positions: undefined,
            queryID: undefined,
            filters: ['nocolon'],
          },
        ],
      },
      'events[0].filters[0]: must be a facet filter of the form attribute:value',
    ],
    [{ events: [42] }, 'events[0]: expected object, got number'],
  ])('rejects %j', (body, message) => reject(body, message))
})
