import { describe, expect, it } from 'vitest'
import { MAX_CACHED_KEY_CHARS } from '../../core/cache-keys'
import { createEntryCache } from './entry-cache'
import type { SearchEntry } from './multi-search'

describe('entry cache', () => {
  it('decodes a listing page’s requests once, and a request longer than the limit every time', () => {
    const cache = createEntryCache()
    let decodes = 0
    const decode = () => (decodes++, [] as SearchEntry[])
    const short = [{ indexName: 'products', query: 'shirt' }]
    const long = [{ indexName: 'products', query: 'x', filters: 'a'.repeat(MAX_CACHED_KEY_CHARS) }]
    for (let i = 0; i < 3; i++) cache.decode(short, decode)
    expect(decodes).toBe(1)
    for (let i = 0; i < 3; i++) cache.decode(long, decode)
    expect(decodes).toBe(4)
  })
})
