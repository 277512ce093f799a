// Subpath types under TypeScript's node10 resolution (typesVersions).
import type { CarouselOptions } from '@vitrine/carousel'
import type { UseCarouselOptions } from '@vitrine/carousel/react'
import type { useRelatedProducts } from '@vitrine/recommend-core/react'
import type { QRCodeDownloadButtonProps } from '@vitrine/ui-badge-qr/client'

export type All = [
  CarouselOptions,
  UseCarouselOptions,
  typeof useRelatedProducts,
  QRCodeDownloadButtonProps,
]
