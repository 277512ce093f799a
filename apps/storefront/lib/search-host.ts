/** A host in the shape the v5 clients take (`hosts` option). */
export interface SearchHost {
  protocol: 'http' | 'https'
  /** Host name, without port. */
  url: string
  port?: number
}

/** The origin (`http://127.0.0.1:4710`) of a host, for CSP and search-insights. */
export function hostOrigin(host: SearchHost): string {
  return `${host.protocol}://${host.url}${host.port ? `:${host.port}` : ''}`
}
