import { parseProductImageFile, renderProductSvg } from '@vitrine/demo-catalog'
import { pictureNotFound, svgResponse } from '@/lib/image-response'

export async function GET(
  _request: Request,
  { params }: RouteContext<'/images/products/[objectID]/[file]'>,
) {
  const { objectID, file } = await params
  const image = objectID.length <= 64 ? parseProductImageFile(objectID, file) : undefined
  return image ? svgResponse(renderProductSvg(image)) : pictureNotFound()
}
