/** Invented brand names per top-level department. */
export const BRANDS: Record<string, string[]> = {
  Women: [
    'Aurelle',
    'Maison Verre',
    'Lumen & Co',
    'Solène',
    'Northwind',
    'Petalune',
    'Ivory Lane',
    'Cassia',
    'Rivelle',
    'Oakmoss',
  ],
  Men: [
    'Northwind',
    'Harrow & Finch',
    'Ironbark',
    'Kestrel',
    'Brookfield',
    'Atlas Row',
    'Grayson',
    'Oakmoss',
    'Tidewater',
    'Corvid',
  ],
  Kids: ['Little Otter', 'Pip & Pebble', 'Bramble Kids', 'Tumbleweed', 'Hoppa', 'Wonderkin'],
  Home: [
    'Hearthly',
    'Casa Nuevo',
    'Linden Home',
    'Kiln & Co',
    'Fjordhus',
    'Maison Verre',
    'Terracotta',
    'Oakhaven',
  ],
  Electronics: [
    'Voltra',
    'Sonique',
    'Pixelforge',
    'Arcwave',
    'Nimbus Labs',
    'Quantiq',
    'Helix Audio',
    'Zentro',
  ],
  Sports: [
    'Summitline',
    'Trailhead',
    'Velocity',
    'Kestrel',
    'Peakform',
    'Ridgeback',
    'Northwind',
    'Aquilo',
  ],
}

/** Adjectives used in names and descriptions. */
export const ADJECTIVES = [
  'Classic',
  'Essential',
  'Premium',
  'Lightweight',
  'Everyday',
  'Vintage',
  'Modern',
  'Slim',
  'Relaxed',
  'Ultra',
  'Compact',
  'Heritage',
  'Urban',
  'Signature',
  'Soft',
  'Rugged',
  'Minimal',
  'Deluxe',
  'Pro',
  'Eco',
  'Cozy',
  'Sleek',
  'Bold',
  'Breathable',
  'Timeless',
  'Sporty',
  'Elegant',
  'Oversized',
  'Tailored',
  'Performance',
]

/** Colour names. */
export const COLORS = [
  'Black',
  'White',
  'Gray',
  'Navy',
  'Blue',
  'Red',
  'Green',
  'Olive',
  'Beige',
  'Brown',
  'Pink',
  'Yellow',
  'Orange',
  'Purple',
  'Burgundy',
  'Teal',
  'Cream',
  'Silver',
  'Gold',
]

/** Openings of description sentences. */
export const OPENINGS = [
  'Designed for everyday comfort and lasting quality',
  'Crafted with attention to detail and quality materials',
  'A versatile piece built for quality and style',
  'Made to last with careful construction',
  'Thoughtfully designed for the way you live',
  'Built for performance and everyday use',
]

/** Benefit phrases. */
export const BENEFITS = [
  'easy to care for',
  'ideal for travel',
  'perfect for gifting',
  'tested for durability',
  'made with responsibly sourced materials',
  'comfortable from morning to night',
  'backed by a two year warranty',
  'finished by hand',
  'ready for weekend adventures',
  'a favourite of our customers',
  'engineered for a precise fit',
  'packed with smart details',
  'reinforced at the seams',
  'designed in our studio',
  'quick to assemble',
  'easy to clean',
]

/** Occasions and uses. */
export const OCCASIONS = [
  'the office',
  'weekends',
  'city life',
  'the gym',
  'long trips',
  'date night',
  'the holidays',
  'rainy days',
  'summer evenings',
  'family dinners',
  'the trail',
  'your morning routine',
  'small spaces',
  'outdoor living',
  'game night',
  'the commute',
]

/** Extra vocabulary sprinkled into descriptions so the dictionary has a few thousand words. */
export const VOCABULARY = (
  'airy anchor angle archive artisan balance bamboo bevel blend bloom bold border breeze ' +
  'bright brushed buckle calm canopy carbon carry casual cedar charcoal chunky clean clever ' +
  'cloud coastal contour cool copper core crafted crisp curve cushion dapper dense detail ' +
  'drape dusk edge effortless ember everyday fabric fade feather fine fitted flex fluid ' +
  'forest frame fresh frost gentle glide glow grain graphite grip harbor hazel heather ' +
  'honey horizon iconic indigo juniper keystone knit lagoon layered ledge light linen loft ' +
  'lunar marble matte meadow mellow merino midnight mineral mist moss natural nimble noble ' +
  'oasis ocean orbit organic outline pastel pebble pine plush polished prairie pure quiet ' +
  'quilted radiant rain refined ridge ripple river robust rustic saddle sage sand satin ' +
  'shadow sheen shell sierra silhouette smooth snug solid spruce stable steady stitch stone ' +
  'storm structured sturdy summit sunlit supple swift textured tidal timber tonal trail ' +
  'tranquil tropic true tundra twill valley velvet versatile vivid warm washed wave weave ' +
  'wild willow wind woven zen zephyr'
).split(' ')

/** Syllables combined into model names ("Kalto", "Verisa"). */
export const SYLLABLES = [
  'ka',
  'lo',
  've',
  'ri',
  'sa',
  'to',
  'mi',
  'na',
  'zo',
  'el',
  'ar',
  'in',
  'do',
  'ra',
  'ne',
  'qu',
  'ta',
  'so',
  'li',
  'vo',
  'be',
  'ma',
  'ki',
  'lu',
  'or',
  'en',
  'fa',
  'ti',
  'go',
  'ha',
  'ju',
  'pe',
  'ro',
  'sy',
  'va',
  'xi',
  'ya',
  'ze',
  'dri',
  'sto',
]
