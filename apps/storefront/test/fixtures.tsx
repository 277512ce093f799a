import type { ReactNode } from 'react'
import { ClientConfigProvider } from '@/components/providers/client-config-provider'
import type { ClientConfig } from '@/lib/client-config'
import type { RecommendedProduct } from '@/lib/types'

/** The embedded engine's configuration as the browser receives it. */
export const clientConfig: ClientConfig = {
  appId: 'VITRINE',
  searchApiKey: 'vitrine-local-search-key',
  indexName: 'products',
  host: { protocol: 'http', url: '127.0.0.1', port: 4710 },
  userToken: 'anon-00000000-0000-4000-8000-000000000000',
}

/** Wraps a tree in the client config provider. */
export function withConfig(children: ReactNode) {
  return <ClientConfigProvider config={clientConfig}>{children}</ClientConfigProvider>
}

/** A raw record as the engine returns it. */
export function rawHit(n: number) {
  const objectID = `p${String(n).padStart(5, '0')}`
  return {
    objectID,
    name: `Product ${n}`,
    brand: 'Acme',
    price: 10 + n,
    rating: 4,
    reviewCount: n,
    image: `/images/products/${objectID}.svg`,
  }
}

/** A recommended product for the card components. */
export function recommended(n: number): RecommendedProduct {
  return { ...rawHit(n), position: n, queryID: 'q-related' }
}
