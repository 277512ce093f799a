import type { ArtKind, Scene } from '@vitrine/demo-catalog'
import { formatRoute } from '@/lib/search/route-state'

/** One slide of the home page's hero carousel. */
export interface HeroSlide {
  id: string
  /** Short line above the title. */
  eyebrow: string
  title: string
  text: string
  /** Text of the slide's link. */
  cta: string
  href: string
  /** Colour scheme (see hero-carousel.module.css). */
  theme: 'ocean' | 'sunset' | 'forest'
  /** The illustration beside the text: products standing on a backdrop. */
  picture: { scene: Scene; items: Array<{ art: ArtKind; color: string }> }
}

/** The hero slides, in order. Edit this list to change the home page's hero. */
export const heroSlides: readonly HeroSlide[] = [
  {
    id: 'sale',
    eyebrow: 'Limited time',
    title: 'Deals worth a second look',
    text: 'Hundreds of products marked down. Filter by brand, size and price to find yours.',
    cta: 'Shop the sale',
    href: formatRoute({ sale: true }),
    theme: 'sunset',
    picture: {
      scene: 'studio',
      items: [
        { art: 'sneaker', color: 'Red' },
        { art: 'tote', color: 'Tan' },
        { art: 'sunglasses', color: 'Tortoise' },
      ],
    },
  },
  {
    id: 'top-rated',
    eyebrow: 'Loved by shoppers',
    title: 'Rated four stars and up',
    text: 'The products other shoppers keep coming back to, all in one place.',
    cta: 'See top rated',
    href: formatRoute({ rating: 4 }),
    theme: 'ocean',
    picture: {
      scene: 'desk',
      items: [
        { art: 'headphones', color: 'Navy' },
        { art: 'laptop', color: 'Silver' },
      ],
    },
  },
  {
    id: 'budget',
    eyebrow: 'Small prices',
    title: 'Great finds under $25',
    text: 'Everyday essentials and little treats, lowest prices first.',
    cta: 'Browse under $25',
    href: formatRoute({ price: { max: 25 }, sort: 'price_asc' }),
    theme: 'forest',
    picture: {
      scene: 'kitchen',
      items: [
        { art: 'mug', color: 'Terracotta' },
        { art: 'coffeeBag', color: 'Brown' },
        { art: 'frenchPress', color: 'Black' },
      ],
    },
  },
]
