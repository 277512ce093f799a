import { renderDepartmentSvg } from '@vitrine/demo-catalog'
import { pictureNotFound, svgResponse } from '@/lib/image-response'

const FILE = /^(.{1,80})\.svg$/

export async function GET(
  _request: Request,
  { params }: RouteContext<'/images/categories/[file]'>,
) {
  const name = FILE.exec((await params).file)?.[1]
  return name ? svgResponse(renderDepartmentSvg(name)) : pictureNotFound()
}
