'use client'

import { useEffect, useState } from 'react'
import { getBrowserSearchClient } from '@/lib/browser/search-client'
import type { ClientConfig } from '@/lib/client-config'
import { getQuerySuggestions, type QuerySuggestion } from '@/lib/search/query-suggestions'

const NONE: QuerySuggestion[] = []

/**
 * Popular searches completing the text typed so far, from the configured Query Suggestions
 * index (none when it is not configured). Answers to an older text are dropped; a failed
 * request shows none.
 */
export function useQuerySuggestions(config: ClientConfig, query: string): QuerySuggestion[] {
  const [state, setState] = useState<{ query: string; items: QuerySuggestion[] }>({
    query: '',
    items: NONE,
  })
  const indexName = config.suggestionsIndexName

  useEffect(() => {
    if (query.trim() === '' || !indexName) return
    let ignore = false
    getQuerySuggestions({
      client: getBrowserSearchClient(config),
      indexName,
      sourceIndexName: config.indexName,
      query,
    }).then(
      (items) => {
        if (!ignore) setState({ query, items })
      },
      (error: unknown) => {
        console.warn('[autocomplete] query suggestions unavailable:', error)
        if (!ignore) setState({ query, items: NONE })
      },
    )
    return () => {
      ignore = true
    }
  }, [config, indexName, query])

  return query.trim() === '' || !indexName ? NONE : state.items
}
