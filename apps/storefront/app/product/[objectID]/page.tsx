import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { HydrateOnInteraction } from '@/components/hydration/hydrate-on-interaction'
import { Breadcrumb } from '@/components/product/breadcrumb'
import { ProductDetails } from '@/components/product/product-details'
import { ColorGallery } from '@/components/product/color-gallery'
import { ProductJsonLd } from '@/components/product/product-json-ld'
import { ProductReviews } from '@/components/product/product-reviews'
import { ProductViewEvent } from '@/components/product/product-view-event'
import { SelectedColorProvider } from '@/components/product/selected-color'
import { SharePanel } from '@/components/product/share-panel'
import { ProductRecommendations } from '@/components/recommend/product-recommendations'
import { getProduct } from '@/lib/catalog'
import { withInlineFirstPicture } from '@/lib/inline-picture'
import { getGalleries, productHref } from '@/lib/product'
import { PRODUCT_MODELS, type ProductModel } from '@/lib/recommend-models'
import { getAbsoluteUrl } from '@/lib/session'
import styles from './product.module.css'

type Props = PageProps<'/product/[objectID]'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { objectID } = await params
  const product = await getProduct(objectID)
  if (!product) return { title: 'Product not found' }
  const url = await getAbsoluteUrl(productHref(product.objectID))
  const description = product.description.slice(0, 160) || `${product.name} by ${product.brand}`
  return {
    title: product.name,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: product.name,
      description,
      url,
      images: [new URL(product.image, url).toString()],
    },
  }
}

// Deliberately no loading.tsx for this segment: the product renders in the first flush, so an
// unknown objectID answers with a real 404 status and the name paints without waiting for a
// streamed Suspense reveal. The recommendations load from the browser as the shopper nears them.
export default async function ProductPage({ params }: Props) {
  const { objectID } = await params
  const product = await getProduct(objectID)
  if (!product) notFound()
  const url = await getAbsoluteUrl(productHref(product.objectID))
  const galleries = withInlineFirstPicture(getGalleries(product))
  const colorImages = Object.fromEntries(
    Object.entries(galleries).map(([color, images]) => [color, images[0]?.src ?? product.image]),
  )
  return (
    <>
      <ProductJsonLd product={product} url={url} />
      <ProductViewEvent objectID={product.objectID} />
      <Breadcrumb path={product.breadcrumb} current={product.name} />
      <SelectedColorProvider initial={product.colors.length === 1 ? product.colors[0] : undefined}>
        <article className={styles.product}>
          <ColorGallery galleries={galleries} name={product.name} />
          <div>
            <ProductDetails product={product} colorImages={colorImages} />
            <HydrateOnInteraction>
              <SharePanel url={url} name={product.name} objectID={product.objectID} />
            </HydrateOnInteraction>
          </div>
        </article>
      </SelectedColorProvider>
      <HydrateOnInteraction>
        <ProductReviews product={product} />
      </HydrateOnInteraction>
      {(Object.keys(PRODUCT_MODELS) as ProductModel[]).map((model) => (
        <ProductRecommendations key={model} model={model} objectID={product.objectID} />
      ))}
    </>
  )
}
