import Link from 'next/link'
import { productHref } from '@/lib/product'
import type { Product } from '@/lib/types'
import { AddToCartForm } from './add-to-cart-form'
import { Price } from './price'
import { Rating } from './rating'
import styles from './product-details.module.css'

/** Name, brand, price, rating, description and the purchase form of a product page. */
export function ProductDetails({
  product,
  colorImages,
}: {
  /** The product record the page shows. */
  product: Product
  /** The main picture per colour, for the cart line. */
  colorImages?: Record<string, string>
}) {
  return (
    <div className={styles.details}>
      {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
      <h1 className={styles.name}>{product.name}</h1>
      {product.reviewCount > 0 ? (
        <Link href={productHref(product.objectID, 'reviews')} className={styles.rating}>
          <Rating rating={product.rating} reviewCount={product.reviewCount} />
        </Link>
      ) : null}
      <Price product={product} size="lg" />
      <AddToCartForm
        product={{
          objectID: product.objectID,
          name: product.name,
          brand: product.brand,
          image: product.image,
          price: product.price,
          salePrice: product.salePrice,
          colors: product.colors,
          sizes: product.sizes,
          ...(product.outOfStock && { outOfStock: true }),
          ...(colorImages && { colorImages }),
        }}
      />
      {product.description ? (
        <section aria-labelledby="description-title">
          <h2 id="description-title" className={styles.subtitle}>
            Description
          </h2>
          <p className={styles.description}>{product.description}</p>
        </section>
      ) : null}
    </div>
  )
}
