'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { ClientConfig } from '@/lib/client-config'

const ClientConfigContext = createContext<ClientConfig | null>(null)

/** Hands the server's run-time search configuration to client components. */
export function ClientConfigProvider({
  config,
  children,
}: {
  config: ClientConfig
  children: ReactNode
}) {
  return <ClientConfigContext value={config}>{children}</ClientConfigContext>
}

/** The search configuration; throws outside {@link ClientConfigProvider}. */
export function useClientConfig(): ClientConfig {
  const config = useContext(ClientConfigContext)
  if (!config) throw new Error('useClientConfig must be used inside <ClientConfigProvider>')
  return config
}
