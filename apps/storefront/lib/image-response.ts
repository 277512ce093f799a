import { PICTURE_CSP } from './security-headers'

/** An SVG picture served forever from an immutable URL. */
export function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': PICTURE_CSP,
    },
  })
}

/** The 404 of a picture route. */
export function pictureNotFound(): Response {
  return new Response('Not found', { status: 404 })
}
