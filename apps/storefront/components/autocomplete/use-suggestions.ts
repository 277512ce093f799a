'use client'

import { useEffect, useState } from 'react'
import { getBrowserSearchClient } from '@/lib/browser/search-client'
import type { ClientConfig } from '@/lib/client-config'
import { getProductSuggestions, type ProductSuggestion } from '@/lib/search/product-suggestions'

const NONE: ProductSuggestion[] = []

/**
 * Product suggestions for the text typed so far, one request per change (the lite client
 * caches repeats). Answers to an older text are dropped; a failed request shows none.
 */
export function useProductSuggestions(config: ClientConfig, query: string): ProductSuggestion[] {
  const [state, setState] = useState<{ query: string; items: ProductSuggestion[] }>({
    query: '',
    items: NONE,
  })

  useEffect(() => {
    if (query.trim() === '') return
    let ignore = false
    getProductSuggestions({
      client: getBrowserSearchClient(config),
      indexName: config.indexName,
      query,
      userToken: config.userToken,
    }).then(
      (items) => {
        if (!ignore) setState({ query, items })
      },
      (error: unknown) => {
        console.warn('[autocomplete] suggestions unavailable:', error)
        if (!ignore) setState({ query, items: NONE })
      },
    )
    return () => {
      ignore = true
    }
  }, [config, query])

  // Keep the previous list while the next one loads, so the popup does not flicker.
  return query.trim() === '' ? NONE : state.items
}
