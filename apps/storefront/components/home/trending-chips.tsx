import Link from 'next/link'
import { getTrendingFacetValues } from '@/lib/search/home-sections'
import { facetValueHref, facetValueLabel } from '@/lib/search/listing-links'
import styles from './home-sections.module.css'

/** Trending brands (trending-facets model) as chips linking to their filtered listing. */
export async function TrendingChips() {
  const values = await getTrendingFacetValues()
  if (!values || values.length === 0) return null
  return (
    <section
      className={styles.section}
      aria-labelledby="trending-brands-title"
      data-model="trending-facets"
    >
      <h2 id="trending-brands-title" className={styles.title}>
        Trending brands
      </h2>
      <ul className="chip-list">
        {values.map(({ facetName, facetValue }) => (
          <li key={`${facetName}:${facetValue}`}>
            <Link href={facetValueHref(facetName, facetValue)} className="chip">
              {facetValueLabel(facetName, facetValue)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
