import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../config'
import { authenticate, hasAcl, readCredentials } from './auth'

const config = {
  ...resolveConfig({}, { env: {}, cwd: '/' }),
  appId: 'APP',
  adminKey: 'admin',
  searchKey: 'search',
}
const noHeaders = () => undefined

describe('auth', () => {
  it('prefers headers, then the query string in any case', () => {
    const headers = (name: string) =>
      ({ 'x-algolia-application-id': 'APP', 'x-algolia-api-key': 'admin' })[name]
    const query = new Map([
      ['X-Algolia-API-Key', 'search'],
      ['X-ALGOLIA-APPLICATION-ID', 'APP'],
    ])
    expect(readCredentials(headers, query)).toEqual({ appId: 'APP', apiKey: 'admin' })
    expect(readCredentials(noHeaders, query)).toEqual({ appId: 'APP', apiKey: 'search' })
  })

  it.each([
    [{ appId: 'APP', apiKey: 'admin' }, 'admin'],
    [{ appId: 'APP', apiKey: 'search' }, 'search'],
    [{ appId: 'app', apiKey: 'admin' }, undefined],
    [{ appId: 'APP', apiKey: 'Admin' }, undefined],
    [{ appId: 'APP', apiKey: undefined }, undefined],
    [{ appId: undefined, apiKey: 'admin' }, undefined],
  ])('%o is %s', (credentials, kind) => {
    expect(authenticate(config, credentials)).toBe(kind)
  })

  it('gives the search-only key the search ACL only', () => {
    expect(hasAcl('search', 'search')).toBe(true)
    for (const acl of [
      'browse',
      'addObject',
      'settings',
      'editSettings',
      'listIndexes',
      'deleteIndex',
    ]) {
      expect(hasAcl('search', acl)).toBe(false)
      expect(hasAcl('admin', acl)).toBe(true)
    }
  })
})
