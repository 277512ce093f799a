import { renderProductSvg } from '@vitrine/demo-catalog'

const FILE = /^([A-Za-z0-9_-]{1,64})\.svg$/

export async function GET(request: Request, { params }: RouteContext<'/images/products/[file]'>) {
  const match = FILE.exec((await params).file)
  if (!match?.[1]) return new Response('Not found', { status: 404 })
  const view = Number(new URL(request.url).searchParams.get('view') ?? '1')
  return new Response(renderProductSvg(match[1], Number.isInteger(view) ? view : 1), {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}
