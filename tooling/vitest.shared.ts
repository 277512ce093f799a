import './node20-polyfills'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import type { UserConfig } from 'vite'

/** Workspace packages resolve to their TypeScript sources in tests: no build needed first. */
export const sourceConditions: UserConfig = {
  resolve: { conditions: ['@vitrine/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@vitrine/source', ...defaultServerConditions] } },
}
