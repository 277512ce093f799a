import type { ServerConfig } from '../../src/config'
import { createEngine } from '../../src/core/engine'
import type { Engine } from '../../src/core/types'
import { seedDemo } from '../../src/demo/seed'
import { createApp, type App } from '../../src/server/app'
import { TEST_KEYS } from './test-server'

function toBody(body: unknown): BodyInit {
  if (typeof body === 'string') return body
  if (body instanceof Uint8Array) return new Uint8Array(body).buffer
  return JSON.stringify(body)
}

/** An app over an in-memory engine, called through its fetch handler (no socket). */
export interface TestApp {
  app: App
  engine: Engine
  /** Calls the app; credentials go in headers (admin key unless `key` is given, none if null). */
  call(
    path: string,
    init?: {
      method?: string
      body?: unknown
      headers?: Record<string, string>
      key?: string | null
    },
  ): Promise<Response>
}

/** Creates an app, optionally seeded with `count` demo products (no events, no data directory). */
export async function createTestApp(
  options: { count?: number; config?: Partial<ServerConfig> } = {},
): Promise<TestApp> {
  const engine = createEngine()
  if (options.count)
    await seedDemo({ engine, dataDir: '/nonexistent', count: options.count, events: false })
  const app = createApp({
    engine,
    config: {
      ...TEST_KEYS,
      dataDir: '/nonexistent',
      ...options.config,
    },
    setups: [],
    onError: (error) => {
      throw error
    },
  })
  return {
    app,
    engine,
    call(path, init = {}) {
      const {
        method = init.body === undefined ? 'GET' : 'POST',
        body,
        headers = {},
        key = TEST_KEYS.adminKey,
      } = init
      const auth: Record<string, string> =
        key === null
          ? {}
          : { 'x-algolia-application-id': TEST_KEYS.appId, 'x-algolia-api-key': key }
      return app.fetch(
        new Request(`http://local${path}`, {
          method,
          headers: { ...auth, ...headers },
          ...(body !== undefined && { body: toBody(body) }),
        }),
      )
    },
  }
}
