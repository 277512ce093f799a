import { renderSceneSvg } from '@vitrine/demo-catalog'
import { heroSlides } from '@/config/hero-slides'
import { pictureNotFound, svgResponse } from '@/lib/image-response'

export async function GET(_request: Request, { params }: RouteContext<'/images/hero/[file]'>) {
  const { file } = await params
  const slide = heroSlides.find((s) => `${s.id}.svg` === file)
  if (!slide) return pictureNotFound()
  return svgResponse(renderSceneSvg({ ...slide.picture, width: 640, height: 400 }))
}
