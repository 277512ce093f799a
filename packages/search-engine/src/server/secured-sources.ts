import { BlockList, isIP } from 'node:net'

/** The networks a secured key's `restrictSources` allows. */
export type SourceList = BlockList

const MAX_SOURCES = 100

function family(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address)
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined
}

/**
 * Parses `restrictSources`: IP addresses or CIDR ranges (`192.168.1.0/24`), separated by `;`
 * (the v1 clients' list) or `,` (a v5 client's array). `undefined` when any entry is not one.
 */
export function parseSources(text: string): SourceList | undefined {
  const entries = text.split(/[;,]/).map((entry) => entry.trim())
  if (entries.length > MAX_SOURCES || entries.some((entry) => entry === '')) return undefined
  const list = new BlockList()
  for (const entry of entries) {
    const slash = entry.indexOf('/')
    const address = slash === -1 ? entry : entry.slice(0, slash)
    const type = family(address)
    if (!type) return undefined
    if (slash === -1) {
      list.addAddress(address, type)
      continue
    }
    const prefixText = entry.slice(slash + 1)
    const prefix = Number(prefixText)
    const max = type === 'ipv4' ? 32 : 128
    if (!/^\d{1,3}$/.test(prefixText) || prefix > max) return undefined
    list.addSubnet(address, prefix, type)
  }
  return list
}

/** Whether the request's remote address lies in one of the allowed networks. */
export function sourceAllowed(list: SourceList, remoteAddress: string | undefined): boolean {
  if (remoteAddress === undefined) return false
  // An IPv4 client of a dual-stack socket shows as `::ffff:a.b.c.d`.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(remoteAddress)
  const address = mapped ? mapped[1]! : remoteAddress
  const type = family(address)
  return type !== undefined && list.check(address, type)
}
