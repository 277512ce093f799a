// @vitest-environment node
import type { Options } from 'tsup'
import { describe, expect, it } from 'vitest'
import config from '../tsup.config'

const builds = config as Options[]

describe('build', () => {
  it("starts only the client entry with 'use client', kept by skipping Rollup's tree shaking", () => {
    const client = builds.find((build) => build.banner)
    expect(client?.entry).toEqual({ client: 'src/client.ts' })
    expect(client?.banner).toEqual({ js: "'use client';" })
    expect(client?.treeshake).toBe(false)
  })

  it('builds the server-safe entry without a directive and keeps qrcode-generator external', () => {
    const server = builds.find((build) => !build.banner)
    expect(server?.entry).toEqual({ index: 'src/index.ts' })
    expect(server?.external).toContain('qrcode-generator')
  })
})
