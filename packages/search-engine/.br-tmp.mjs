// ../../work/main/packages/search-engine/src/demo/catalog-taxonomy.ts
var FABRIC = ["cotton", "linen", "wool", "cashmere", "denim", "fleece", "silk", "organic cotton"];
var LEATHER = ["leather", "suede", "canvas", "mesh", "knit", "recycled"];
var HARD = ["steel", "aluminium", "oak", "walnut", "bamboo", "ceramic", "glass", "stoneware"];
var TECH = ["wireless", "bluetooth", "usb-c", "noise-cancelling", "waterproof", "rechargeable"];
var GEAR = ["nylon", "ripstop", "carbon", "foam", "rubber", "insulated"];
var BRANCHES = [
  {
    lvl0: "Women",
    lvl1: "Shoes",
    sizes: "shoes",
    materials: LEATHER,
    leaves: [
      [
        "Sneakers",
        "Sneakers",
        ["Sneakers", "Running Shoes", "Trainers", "Court Sneakers"],
        [45, 180]
      ],
      ["Boots", "Boots", ["Ankle Boots", "Chelsea Boots", "Knee Boots"], [80, 320]],
      ["Sandals", "Sandals", ["Sandals", "Slides", "Espadrilles"], [25, 120]],
      ["Heels", "Heels", ["Pumps", "Block Heels", "Slingbacks"], [60, 260]]
    ]
  },
  {
    lvl0: "Women",
    lvl1: "Clothing",
    sizes: "clothing",
    materials: FABRIC,
    leaves: [
      ["Dresses", "Dresses", ["Midi Dress", "Wrap Dress", "Maxi Dress", "Shirt Dress"], [40, 220]],
      ["Tops", "Tops", ["Blouse", "Tank Top", "Tee", "Camisole"], [15, 90]],
      ["Jeans", "Jeans", ["Skinny Jeans", "Straight Jeans", "Mom Jeans"], [40, 160]],
      ["Jackets", "Jackets", ["Trench Coat", "Puffer Jacket", "Blazer", "Denim Jacket"], [70, 350]],
      ["Sweaters", "Sweaters", ["Cardigan", "Crewneck Sweater", "Turtleneck"], [35, 190]]
    ]
  },
  {
    lvl0: "Women",
    lvl1: "Accessories",
    sizes: "none",
    materials: LEATHER,
    leaves: [
      ["Bags", "Bags", ["Tote Bag", "Crossbody Bag", "Backpack", "Clutch"], [30, 400]],
      ["Jewelry", "Jewelry", ["Necklace", "Earrings", "Bracelet", "Ring"], [15, 300]],
      ["Sunglasses", "Sunglasses", ["Aviator Sunglasses", "Cat-Eye Sunglasses"], [25, 210]]
    ]
  },
  {
    lvl0: "Men",
    lvl1: "Shoes",
    sizes: "shoes",
    materials: LEATHER,
    leaves: [
      ["Sneakers", "Sneakers", ["Sneakers", "Running Shoes", "Trainers", "Skate Shoes"], [50, 190]],
      ["Boots", "Boots", ["Work Boots", "Chelsea Boots", "Hiking Boots"], [90, 330]],
      ["Loafers", "Loafers", ["Loafers", "Boat Shoes", "Derby Shoes"], [70, 260]]
    ]
  },
  {
    lvl0: "Men",
    lvl1: "Clothing",
    sizes: "clothing",
    materials: FABRIC,
    leaves: [
      ["Shirts", "Shirts", ["Oxford Shirt", "Flannel Shirt", "Linen Shirt"], [30, 140]],
      ["T-Shirts", "T-Shirts", ["Tee", "Graphic Tee", "Pocket Tee", "Polo"], [12, 60]],
      ["Jeans", "Jeans", ["Slim Jeans", "Relaxed Jeans", "Selvedge Jeans"], [45, 180]],
      ["Jackets", "Jackets", ["Bomber Jacket", "Parka", "Field Jacket", "Rain Jacket"], [80, 380]],
      ["Hoodies", "Hoodies", ["Hoodie", "Zip Hoodie", "Sweatshirt"], [35, 120]]
    ]
  },
  {
    lvl0: "Men",
    lvl1: "Accessories",
    sizes: "none",
    materials: LEATHER,
    leaves: [
      ["Watches", "Watches", ["Chronograph Watch", "Dive Watch", "Field Watch"], [60, 650]],
      ["Belts", "Belts", ["Belt", "Reversible Belt"], [20, 90]],
      ["Wallets", "Wallets", ["Bifold Wallet", "Card Holder"], [20, 120]]
    ]
  },
  {
    lvl0: "Kids",
    lvl1: "Clothing",
    sizes: "kids",
    materials: FABRIC,
    leaves: [
      ["Pajamas", "Pajamas", ["Pajama Set", "Onesie"], [15, 45]],
      ["Outerwear", "Outerwear", ["Rain Jacket", "Snowsuit", "Puffer Jacket"], [30, 120]],
      ["T-Shirts", "T-Shirts", ["Tee", "Graphic Tee", "Long Sleeve Tee"], [8, 30]]
    ]
  },
  {
    lvl0: "Kids",
    lvl1: "Toys",
    sizes: "none",
    materials: ["wooden", "plastic", "plush", "magnetic"],
    leaves: [
      [
        "Building Sets",
        "Building Sets",
        ["Building Set", "Construction Kit", "Marble Run"],
        [15, 150]
      ],
      ["Puzzles", "Puzzles", ["Jigsaw Puzzle", "Floor Puzzle", "3D Puzzle"], [8, 45]],
      ["Board Games", "Board Games", ["Board Game", "Card Game", "Strategy Game"], [12, 70]]
    ]
  },
  {
    lvl0: "Home",
    lvl1: "Kitchen",
    sizes: "none",
    materials: HARD,
    leaves: [
      ["Cookware", "Cookware", ["Frying Pan", "Dutch Oven", "Saucepan", "Wok"], [25, 300]],
      ["Knives", "Knives", ["Chef Knife", "Knife Block", "Paring Knife"], [20, 250]],
      [
        "Coffee Makers",
        "Coffee Makers",
        ["Espresso Machine", "Pour-Over Set", "French Press", "Grinder"],
        [25, 700]
      ]
    ]
  },
  {
    lvl0: "Home",
    lvl1: "Furniture",
    sizes: "none",
    materials: HARD,
    leaves: [
      ["Chairs", "Chairs", ["Dining Chair", "Lounge Chair", "Office Chair", "Stool"], [60, 600]],
      ["Tables", "Tables", ["Coffee Table", "Side Table", "Dining Table", "Desk"], [80, 900]],
      ["Lamps", "Lamps", ["Floor Lamp", "Table Lamp", "Pendant Light"], [30, 280]]
    ]
  },
  {
    lvl0: "Home",
    lvl1: "Bedding",
    sizes: "none",
    materials: FABRIC,
    leaves: [
      ["Sheets", "Sheets", ["Sheet Set", "Fitted Sheet", "Pillowcases"], [25, 180]],
      ["Duvets", "Duvets", ["Duvet", "Duvet Cover", "Quilt"], [40, 260]]
    ]
  },
  {
    lvl0: "Electronics",
    lvl1: "Audio",
    sizes: "none",
    materials: TECH,
    leaves: [
      ["Headphones", "Headphones", ["Over-Ear Headphones", "Studio Headphones"], [30, 450]],
      ["Earbuds", "Earbuds", ["True Wireless Earbuds", "Sport Earbuds"], [20, 280]],
      ["Speakers", "Speakers", ["Bluetooth Speaker", "Smart Speaker", "Soundbar"], [25, 600]]
    ]
  },
  {
    lvl0: "Electronics",
    lvl1: "Computers",
    sizes: "none",
    materials: TECH,
    leaves: [
      ["Laptops", "Laptops", ["Laptop", "Ultrabook", "Gaming Laptop"], [450, 2600]],
      ["Monitors", "Monitors", ["4K Monitor", "Curved Monitor", "Portable Monitor"], [120, 1100]],
      ["Keyboards", "Keyboards", ["Mechanical Keyboard", "Compact Keyboard"], [30, 220]]
    ]
  },
  {
    lvl0: "Electronics",
    lvl1: "Phones",
    sizes: "none",
    materials: TECH,
    leaves: [
      ["Smartphones", "Smartphones", ["Smartphone", "Phone"], [150, 1400]],
      ["Chargers", "Chargers", ["Fast Charger", "Wireless Charger", "Power Bank"], [12, 90]]
    ]
  },
  {
    lvl0: "Sports",
    lvl1: "Fitness",
    sizes: "none",
    materials: GEAR,
    leaves: [
      ["Yoga", "Yoga Mats", ["Yoga Mat", "Yoga Block", "Yoga Strap"], [10, 120]],
      ["Weights", "Weights", ["Dumbbell Set", "Kettlebell", "Weight Plate"], [20, 400]]
    ]
  },
  {
    lvl0: "Sports",
    lvl1: "Outdoor",
    sizes: "none",
    materials: GEAR,
    leaves: [
      ["Tents", "Tents", ["Dome Tent", "Backpacking Tent", "Family Tent"], [70, 700]],
      ["Backpacks", "Backpacks", ["Hiking Backpack", "Daypack", "Travel Pack"], [35, 300]],
      ["Sleeping Bags", "Sleeping Bags", ["Sleeping Bag", "Sleeping Pad"], [30, 350]]
    ]
  },
  {
    lvl0: "Sports",
    lvl1: "Cycling",
    sizes: "none",
    materials: GEAR,
    leaves: [
      ["Bikes", "Bikes", ["Road Bike", "Gravel Bike", "City Bike", "Mountain Bike"], [350, 3200]],
      ["Helmets", "Helmets", ["Bike Helmet", "Commuter Helmet"], [35, 220]]
    ]
  }
];
var CATEGORY_LEAVES = BRANCHES.flatMap(
  (branch) => branch.leaves.map(([lvl2, productType, nouns, price]) => ({
    lvl0: branch.lvl0,
    lvl1: `${branch.lvl0} > ${branch.lvl1}`,
    lvl2: `${branch.lvl0} > ${branch.lvl1} > ${lvl2}`,
    productType,
    nouns,
    materials: branch.materials,
    sizes: branch.sizes,
    price
  }))
);
var SIZE_CHARTS = {
  shoes: ["36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46"],
  clothing: ["XS", "S", "M", "L", "XL", "XXL"],
  kids: ["2T", "3T", "4T", "5", "6", "8", "10", "12"],
  none: []
};

// ../../work/main/packages/search-engine/src/demo/catalog-words.ts
var BRANDS = {
  Women: [
    "Aurelle",
    "Maison Verre",
    "Lumen & Co",
    "Sol\xE8ne",
    "Northwind",
    "Petalune",
    "Ivory Lane",
    "Cassia",
    "Rivelle",
    "Oakmoss"
  ],
  Men: [
    "Northwind",
    "Harrow & Finch",
    "Ironbark",
    "Kestrel",
    "Brookfield",
    "Atlas Row",
    "Grayson",
    "Oakmoss",
    "Tidewater",
    "Corvid"
  ],
  Kids: ["Little Otter", "Pip & Pebble", "Bramble Kids", "Tumbleweed", "Hoppa", "Wonderkin"],
  Home: [
    "Hearthly",
    "Casa Nuevo",
    "Linden Home",
    "Kiln & Co",
    "Fjordhus",
    "Maison Verre",
    "Terracotta",
    "Oakhaven"
  ],
  Electronics: [
    "Voltra",
    "Sonique",
    "Pixelforge",
    "Arcwave",
    "Nimbus Labs",
    "Quantiq",
    "Helix Audio",
    "Zentro"
  ],
  Sports: [
    "Summitline",
    "Trailhead",
    "Velocity",
    "Kestrel",
    "Peakform",
    "Ridgeback",
    "Northwind",
    "Aquilo"
  ]
};
var ADJECTIVES = [
  "Classic",
  "Essential",
  "Premium",
  "Lightweight",
  "Everyday",
  "Vintage",
  "Modern",
  "Slim",
  "Relaxed",
  "Ultra",
  "Compact",
  "Heritage",
  "Urban",
  "Signature",
  "Soft",
  "Rugged",
  "Minimal",
  "Deluxe",
  "Pro",
  "Eco",
  "Cozy",
  "Sleek",
  "Bold",
  "Breathable",
  "Timeless",
  "Sporty",
  "Elegant",
  "Oversized",
  "Tailored",
  "Performance"
];
var COLORS = [
  "Black",
  "White",
  "Gray",
  "Navy",
  "Blue",
  "Red",
  "Green",
  "Olive",
  "Beige",
  "Brown",
  "Pink",
  "Yellow",
  "Orange",
  "Purple",
  "Burgundy",
  "Teal",
  "Cream",
  "Silver",
  "Gold"
];
var OPENINGS = [
  "Designed for everyday comfort and lasting quality",
  "Crafted with attention to detail and quality materials",
  "A versatile piece built for quality and style",
  "Made to last with careful construction",
  "Thoughtfully designed for the way you live",
  "Built for performance and everyday use"
];
var BENEFITS = [
  "easy to care for",
  "ideal for travel",
  "perfect for gifting",
  "tested for durability",
  "made with responsibly sourced materials",
  "comfortable from morning to night",
  "backed by a two year warranty",
  "finished by hand",
  "ready for weekend adventures",
  "a favourite of our customers",
  "engineered for a precise fit",
  "packed with smart details",
  "reinforced at the seams",
  "designed in our studio",
  "quick to assemble",
  "easy to clean"
];
var OCCASIONS = [
  "the office",
  "weekends",
  "city life",
  "the gym",
  "long trips",
  "date night",
  "the holidays",
  "rainy days",
  "summer evenings",
  "family dinners",
  "the trail",
  "your morning routine",
  "small spaces",
  "outdoor living",
  "game night",
  "the commute"
];
var VOCABULARY = "airy anchor angle archive artisan balance bamboo bevel blend bloom bold border breeze bright brushed buckle calm canopy carbon carry casual cedar charcoal chunky clean clever cloud coastal contour cool copper core crafted crisp curve cushion dapper dense detail drape dusk edge effortless ember everyday fabric fade feather fine fitted flex fluid forest frame fresh frost gentle glide glow grain graphite grip harbor hazel heather honey horizon iconic indigo juniper keystone knit lagoon layered ledge light linen loft lunar marble matte meadow mellow merino midnight mineral mist moss natural nimble noble oasis ocean orbit organic outline pastel pebble pine plush polished prairie pure quiet quilted radiant rain refined ridge ripple river robust rustic saddle sage sand satin shadow sheen shell sierra silhouette smooth snug solid spruce stable steady stitch stone storm structured sturdy summit sunlit supple swift textured tidal timber tonal trail tranquil tropic true tundra twill valley velvet versatile vivid warm washed wave weave wild willow wind woven zen zephyr".split(" ");
var SYLLABLES = [
  "ka",
  "lo",
  "ve",
  "ri",
  "sa",
  "to",
  "mi",
  "na",
  "zo",
  "el",
  "ar",
  "in",
  "do",
  "ra",
  "ne",
  "qu",
  "ta",
  "so",
  "li",
  "vo",
  "be",
  "ma",
  "ki",
  "lu",
  "or",
  "en",
  "fa",
  "ti",
  "go",
  "ha",
  "ju",
  "pe",
  "ro",
  "sy",
  "va",
  "xi",
  "ya",
  "ze",
  "dri",
  "sto"
];

// ../../work/main/packages/search-engine/src/demo/random.ts
function createRandom(seed) {
  let state = seed >>> 0 || 2654435769;
  const next = () => {
    state = state + 1831565813 >>> 0;
    let t = state;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p
  };
}

// ../../work/main/packages/search-engine/src/demo/catalog.ts
var EPOCH = Date.UTC(2025, 0, 1);
var DAY = 864e5;
function modelNames() {
  const random = createRandom(7);
  const names = /* @__PURE__ */ new Set();
  while (names.size < 3e3) {
    const parts = random.int(2, 3);
    let word = "";
    for (let i = 0; i < parts; i++) word += random.pick(SYLLABLES);
    names.add(word[0].toUpperCase() + word.slice(1));
  }
  return [...names];
}
var MODELS = modelNames();
function round2(value) {
  return Math.round(value * 100) / 100;
}
function pickSome(random, items, min, max) {
  const count = Math.min(items.length, random.int(min, max));
  const chosen = /* @__PURE__ */ new Set();
  while (chosen.size < count) chosen.add(random.pick(items));
  return [...chosen];
}
function describe(random, leaf, material, noun) {
  const words = pickSome(random, VOCABULARY, 3, 6).join(", ");
  const parts = [
    `${random.pick(OPENINGS)}, this ${material} ${noun.toLowerCase()} is ${random.pick(BENEFITS)}.`,
    `Great for ${random.pick(OCCASIONS)} and ${random.pick(OCCASIONS)}; ${random.pick(BENEFITS)}.`,
    `Notes: ${words}.`
  ];
  if (random.chance(0.4)) {
    parts.splice(2, 0, `Part of our ${leaf.lvl1.replace(" > ", " ")} quality range.`);
  }
  return parts.join(" ");
}
function product(random, i) {
  const leaf = random.pick(CATEGORY_LEAVES);
  const brand = random.pick(BRANDS[leaf.lvl0]);
  const noun = random.pick(leaf.nouns);
  const material = random.pick(leaf.materials);
  const adjective = random.pick(ADJECTIVES);
  const model = random.pick(MODELS);
  const objectID = `p${String(i).padStart(5, "0")}`;
  const [low, high] = leaf.price;
  const price = round2(low + (high - low) * random.next() ** 1.6) || low;
  const onSale = random.chance(0.2);
  const rating = Math.round(Math.min(5, Math.max(1, 5.2 - random.next() ** 0.6 * 3.4)) * 10) / 10;
  const reviewCount = Math.floor(random.next() ** 3 * 4e3);
  const popularity = Math.floor(reviewCount * 10 + rating * 200 + random.int(0, 5e3));
  const createdAt = new Date(
    EPOCH - random.int(0, 730) * DAY - random.int(0, DAY - 1)
  ).toISOString();
  const sizes = SIZE_CHARTS[leaf.sizes];
  const record = {
    objectID,
    name: `${brand} ${model} ${adjective} ${material[0].toUpperCase()}${material.slice(1)} ${noun}`,
    brand,
    description: describe(random, leaf, material, noun),
    productType: leaf.productType,
    categories: [leaf.lvl0, leaf.lvl1.split(" > ")[1], leaf.lvl2.split(" > ")[2]],
    hierarchicalCategories: { lvl0: leaf.lvl0, lvl1: leaf.lvl1, lvl2: leaf.lvl2 },
    price,
    onSale,
    rating,
    reviewCount,
    colors: pickSome(random, COLORS, 1, 4),
    sizes: sizes.length === 0 ? [] : sizes.filter(() => random.chance(0.7)),
    popularity,
    image: `/images/products/${objectID}.svg`,
    url: `/product/${objectID}`,
    createdAt
  };
  if (onSale) record.salePrice = round2(price * (0.6 + random.next() * 0.3));
  const tags = [
    ...EPOCH - Date.parse(createdAt) < 30 * DAY ? ["new"] : [],
    ...popularity > 35e3 ? ["bestseller"] : [],
    ...random.chance(0.05) ? ["eco"] : []
  ];
  if (tags.length > 0) record._tags = tags;
  return record;
}
function* generateProducts(count, seed = 42) {
  const random = createRandom(seed);
  for (let i = 1; i <= count; i++) yield product(random, i);
}
var FACETS = [
  "searchable(brand)",
  "hierarchicalCategories.lvl0",
  "hierarchicalCategories.lvl1",
  "hierarchicalCategories.lvl2",
  "searchable(colors)",
  "sizes",
  "productType",
  "filterOnly(objectID)",
  "price",
  "rating",
  "onSale"
];
function catalogSettings() {
  return {
    searchableAttributes: [
      "name",
      "brand",
      "productType",
      "hierarchicalCategories.lvl0,hierarchicalCategories.lvl1,hierarchicalCategories.lvl2",
      "colors",
      "unordered(description)"
    ],
    attributesForFaceting: FACETS,
    customRanking: ["desc(popularity)", "desc(rating)"],
    replicas: ["products_price_asc", "products_price_desc"],
    attributesToHighlight: ["name", "brand", "productType", "description"],
    attributesToSnippet: ["description:20"],
    maxValuesPerFacet: 100,
    renderingContent: {
      facetOrdering: {
        facets: {
          order: ["hierarchicalCategories.lvl0", "brand", "colors", "sizes", "price", "rating"]
        },
        values: {
          brand: { sortRemainingBy: "count" },
          colors: { sortRemainingBy: "count" },
          sizes: {
            order: [...SIZE_CHARTS.clothing, ...SIZE_CHARTS.shoes],
            sortRemainingBy: "alpha"
          }
        }
      }
    }
  };
}
function generateCatalog(options = {}) {
  const { count = 5e3, seed = 42 } = options;
  const settings = catalogSettings();
  const { replicas: _replicas, ...shared } = settings;
  const ranking = ["typo", "geo", "words", "filters", "proximity", "attribute", "exact", "custom"];
  return {
    indexName: "products",
    records: [...generateProducts(count, seed)],
    settings,
    replicas: [
      { name: "products_price_asc", settings: { ...shared, ranking: ["asc(price)", ...ranking] } },
      {
        name: "products_price_desc",
        settings: { ...shared, ranking: ["desc(price)", ...ranking] }
      }
    ]
  };
}

// ../../work/main/packages/search-engine/bench/competitors.ts
import { create, insertMultiple, search as oramaSearch } from "@orama/orama";
import MiniSearch from "minisearch";

// ../../work/main/packages/search-engine/src/core/errors.ts
var EngineError = class extends Error {
  /** HTTP status matching Algolia's (400, 404, ...). */
  status;
  constructor(status, message) {
    super(message);
    this.name = "EngineError";
    this.status = status;
  }
};
function indexNotFound(name) {
  return new EngineError(404, `Index ${name} does not exist`);
}

// ../../work/main/packages/search-engine/src/core/params-string.ts
function encode(value) {
  return encodeURIComponent(value).replace(/%20/g, "+");
}
function paramsString(params) {
  const parts = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === void 0) continue;
    const text = typeof value === "string" ? value : JSON.stringify(value);
    parts.push(`${encode(key)}=${encode(text)}`);
  }
  return parts.join("&");
}

// ../../work/main/packages/search-engine/src/core/search.ts
import { randomBytes } from "node:crypto";

// ../../work/main/packages/search-engine/src/core/attributes.ts
function compilePath(name) {
  const segments = name.split(".");
  const keys = segments.map((_, from) => {
    const options = [];
    for (let end = segments.length; end > from; end--) {
      options.push([segments.slice(from, end).join("."), end]);
    }
    return options;
  });
  return { name, segments, keys };
}
function pushLeaves(value, out, deep) {
  if (value === null || value === void 0) return;
  if (Array.isArray(value)) {
    for (const item of value) pushLeaves(item, out, deep);
  } else if (typeof value === "object") {
    if (!deep) return;
    for (const item of Object.values(value)) pushLeaves(item, out, deep);
  } else {
    out.push(value);
  }
}
function walk(value, path, from, out, deep) {
  if (from === path.segments.length) {
    pushLeaves(value, out, deep);
    return;
  }
  if (value === null || value === void 0) return;
  if (Array.isArray(value)) {
    for (const item of value) walk(item, path, from, out, deep);
    return;
  }
  if (typeof value !== "object") return;
  const obj = value;
  for (const [key, next] of path.keys[from]) {
    if (key in obj) {
      walk(obj[key], path, next, out, deep);
      return;
    }
  }
}
function collectValues(record, path, deep = false) {
  const out = [];
  if (path.segments.length === 1) pushLeaves(record[path.name], out, deep);
  else walk(record, path, 0, out, deep);
  return out;
}
function forEachValue(record, path, deep, visit) {
  if (path.segments.length === 1) {
    const value = record[path.name];
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      visit(value);
      return;
    }
  }
  for (const value of collectValues(record, path, deep)) visit(value);
}
function getPathValue(record, name) {
  if (name in record) return record[name];
  const values = collectValues(record, compilePath(name), true);
  return values.length === 0 ? void 0 : values.length === 1 ? values[0] : values;
}
var MODIFIER = /^(\w+)\((.*)\)$/;
function parseModifier(entry) {
  const match = MODIFIER.exec(entry.trim());
  if (!match) return { name: entry.trim() };
  return { modifier: match[1], name: match[2].trim() };
}

// ../../work/main/packages/search-engine/src/core/faceting-attributes.ts
function compileFacetingAttributes(setting) {
  return (setting ?? []).map((entry) => {
    const result = {
      name: entry,
      filterOnly: false,
      searchable: false,
      afterDistinct: false
    };
    let current = entry;
    for (; ; ) {
      const { modifier, name } = parseModifier(current);
      if (modifier === void 0) break;
      if (modifier === "filterOnly") result.filterOnly = true;
      else if (modifier === "searchable") result.searchable = true;
      else if (modifier === "afterDistinct") result.afterDistinct = true;
      current = name;
    }
    result.name = current.trim();
    return result;
  });
}

// ../../work/main/packages/search-engine/src/core/growable.ts
var GrowableUint32 = class {
  data;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Uint32Array(Math.max(16, capacity));
  }
  push(value) {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = value;
  }
  /** Whether `value` occurs at or after index `from`. */
  hasFrom(from, value) {
    for (let i = from; i < this.length; i++) if (this.data[i] === value) return true;
    return false;
  }
  /** The filled part, without copying. */
  view() {
    return this.data.subarray(0, this.length);
  }
};

// ../../work/main/packages/search-engine/src/core/normalize.ts
var SPECIAL = {
  \u00DF: "ss",
  \u00E6: "ae",
  \u0153: "oe",
  \u00F8: "o",
  \u0111: "d",
  \u00F0: "d",
  \u0142: "l",
  \u0131: "i",
  \u00FE: "th"
};
var MARKS = /\p{M}/gu;
var SPECIAL_CHARS = /[ßæœøđðłıþ]/g;
var PLAIN = /^[a-z0-9]*$/;
var CACHE_LIMIT = 1e5;
var cache = /* @__PURE__ */ new Map();
function normalizeSlow(text) {
  return text.toLowerCase().normalize("NFD").replace(MARKS, "").replace(SPECIAL_CHARS, (c) => SPECIAL[c] ?? c);
}
function normalizeText(text) {
  if (PLAIN.test(text)) return text;
  const cached = cache.get(text);
  if (cached !== void 0) return cached;
  const lower = text.toLowerCase();
  const result = PLAIN.test(lower) ? lower : normalizeSlow(lower);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, result);
  return result;
}

// ../../work/main/packages/search-engine/src/core/facet-index.ts
var NO_VALUE = 4294967295;
function singleValues(docStart, docValues) {
  const single = new Uint32Array(docStart.length - 1);
  for (let doc = 0; doc < single.length; doc++) {
    const count = docStart[doc + 1] - docStart[doc];
    if (count > 1) return void 0;
    single[doc] = count === 0 ? NO_VALUE : docValues[docStart[doc]];
  }
  return single;
}
function toFacetString(value) {
  if (typeof value === "string") return value;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : void 0;
  if (typeof value === "boolean") return value ? "true" : "false";
  return void 0;
}
function toNumber(value) {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  return NaN;
}
function buildFacetColumn(docs, name) {
  const path = compilePath(name);
  const byValue = /* @__PURE__ */ new Map();
  const values = [];
  const numbers = [];
  let onlyNumbers = true;
  const docStart = new Uint32Array(docs.length + 1);
  const docValues = new GrowableUint32(docs.length);
  let seen = 0;
  const add = (raw) => {
    const text = toFacetString(raw);
    if (text === void 0) return;
    let id = byValue.get(text);
    if (id === void 0) {
      id = values.length;
      byValue.set(text, id);
      values.push(text);
      numbers.push(toNumber(raw));
      if (typeof raw !== "number") onlyNumbers = false;
    }
    if (!docValues.hasFrom(seen, id)) docValues.push(id);
  };
  for (let doc = 0; doc < docs.length; doc++) {
    seen = docValues.length;
    forEachValue(docs[doc], path, false, add);
    docStart[doc + 1] = docValues.length;
  }
  return finishColumn(
    name,
    values,
    numbers,
    onlyNumbers,
    byValue,
    docStart,
    docValues.view().slice()
  );
}
function finishColumn(name, values, numberList, onlyNumbers, byValue, docStart, docValues) {
  const totals = new Uint32Array(values.length);
  for (let i = 0; i < docValues.length; i++) totals[docValues[i]]++;
  const valueStart = new Uint32Array(values.length + 1);
  for (let v = 0; v < values.length; v++) valueStart[v + 1] = valueStart[v] + totals[v];
  const fill = valueStart.slice(0, values.length);
  const valueDocs = new Uint32Array(docValues.length);
  for (let doc = 0; doc + 1 < docStart.length; doc++) {
    for (let k = docStart[doc]; k < docStart[doc + 1]; k++) {
      valueDocs[fill[docValues[k]]++] = doc;
    }
  }
  const byNormalized = /* @__PURE__ */ new Map();
  values.forEach((value, id) => {
    const key = normalizeText(value);
    const list = byNormalized.get(key);
    if (list) list.push(id);
    else byNormalized.set(key, [id]);
  });
  const order = values.map((_, id) => id).sort((a, b) => compareStrings(values[a], values[b]));
  const alphaRank = new Uint32Array(values.length);
  order.forEach((id, rank) => {
    alphaRank[id] = rank;
  });
  const numbers = Float64Array.from(numberList);
  const numeric = values.length > 0 && onlyNumbers;
  return {
    name,
    values,
    numbers,
    numeric,
    byValue,
    byNormalized,
    docStart,
    docValues,
    single: singleValues(docStart, docValues),
    valueStart,
    valueDocs,
    totals,
    alphaRank,
    alphaOrder: Uint32Array.from(order)
  };
}
function compareStrings(a, b) {
  const na = Number(a);
  const nb = Number(b);
  if (a !== "" && b !== "" && !Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

// ../../work/main/packages/search-engine/src/core/facets.ts
var scratches = /* @__PURE__ */ new WeakMap();
function scratchOf(column) {
  let scratch = scratches.get(column);
  if (!scratch) {
    const size = column.values.length;
    scratch = { counts: new Uint32Array(size), touched: new Uint32Array(size), cached: /* @__PURE__ */ new Map() };
    scratches.set(column, scratch);
  }
  return scratch;
}
function allCounts(column, scratch) {
  if (!scratch.everything) {
    const touched = new Uint32Array(column.values.length);
    let size = 0;
    column.totals.forEach((count, v) => {
      if (count > 0) touched[size++] = v;
    });
    scratch.everything = { counts: column.totals, touched, size };
  }
  return scratch.everything;
}
function valueCounts(column, docs, n) {
  const scratch = scratchOf(column);
  if (docs === void 0) return allCounts(column, scratch);
  const { counts, touched } = scratch;
  const { docStart, docValues, single } = column;
  let size = 0;
  if (single) {
    for (let i = 0; i < n; i++) {
      const v = single[docs[i]];
      if (v !== NO_VALUE && counts[v]++ === 0) touched[size++] = v;
    }
    return { counts, touched, size };
  }
  for (let i = 0; i < n; i++) {
    const doc = docs[i];
    for (let k = docStart[doc]; k < docStart[doc + 1]; k++) {
      const v = docValues[k];
      if (counts[v]++ === 0) touched[size++] = v;
    }
  }
  return { counts, touched, size };
}
function releaseCounts(column, result) {
  if (result.counts === column.totals) return;
  for (let i = 0; i < result.size; i++) result.counts[result.touched[i]] = 0;
}
function byAlpha(column, ids) {
  return ids.sort((a, b) => column.alphaRank[a] - column.alphaRank[b]);
}
function alphabeticalFirst(column, candidates, want, keep) {
  if (candidates.length <= want * 8) return byAlpha(column, candidates).slice(0, want);
  const out = [];
  const { alphaOrder } = column;
  for (let i = 0; i < alphaOrder.length && out.length < want; i++) {
    if (keep(alphaOrder[i])) out.push(alphaOrder[i]);
  }
  return out;
}
function topValues(column, counted, options) {
  const { counts, touched, size } = counted;
  const want = options.maxValues;
  const order = (a, b) => counts[b] - counts[a] || column.alphaRank[a] - column.alphaRank[b];
  if (options.sortBy === "alpha" || size <= want) {
    const present = Array.from(touched.subarray(0, size));
    if (options.sortBy !== "alpha") return present.sort(order);
    return alphabeticalFirst(column, present, want, (v) => counts[v] > 0);
  }
  let maxCount = 0;
  for (let i = 0; i < size; i++)
    if (counts[touched[i]] > maxCount) maxCount = counts[touched[i]];
  const histogram = new Uint32Array(maxCount + 1);
  for (let i = 0; i < size; i++) histogram[counts[touched[i]]]++;
  let cut = maxCount;
  let above = 0;
  while (cut > 0 && above + histogram[cut] < want) above += histogram[cut--];
  const winners = [];
  const tied = [];
  for (let i = 0; i < size; i++) {
    const v = touched[i];
    if (counts[v] > cut) winners.push(v);
    else if (counts[v] === cut) tied.push(v);
  }
  const rest = alphabeticalFirst(column, tied, want - winners.length, (v) => counts[v] === cut);
  return winners.concat(rest).sort(order);
}
function statsOf(column, counted) {
  const { counts, touched, size } = counted;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < size; i++) {
    const v = touched[i];
    const c = counts[v];
    const n = column.numbers[v];
    if (n < min) min = n;
    if (n > max) max = n;
    sum += n * c;
    count += c;
  }
  if (count === 0) return void 0;
  return { min, max, avg: sum / count, sum };
}
function dictionary() {
  const object = { dictionaryMode: 0 };
  delete object.dictionaryMode;
  return object;
}
function copyDictionary(source) {
  const copy = dictionary();
  for (const key in source) copy[key] = source[key];
  return copy;
}
function facetOf(column, docs, n, options) {
  const counted = valueCounts(column, docs, n);
  const values = dictionary();
  for (const v of topValues(column, counted, options))
    values[column.values[v]] = counted.counts[v];
  const stats = column.numeric ? statsOf(column, counted) : void 0;
  releaseCounts(column, counted);
  return { values, stats };
}
function countFacets(snapshot, names, docs, n, options) {
  const result = { facets: {}, stats: {} };
  for (const name of names) {
    const column = snapshot.column(name);
    let facet;
    if (docs === void 0) {
      const cache2 = scratchOf(column).cached;
      const key = `${options.sortBy}:${options.maxValues}`;
      facet = cache2.get(key) ?? facetOf(column, docs, n, options);
      cache2.set(key, facet);
    } else {
      facet = facetOf(column, docs, n, options);
    }
    result.facets[name] = copyDictionary(facet.values);
    if (facet.stats) result.stats[name] = { ...facet.stats };
  }
  return result;
}

// ../../work/main/packages/search-engine/src/core/bitset.ts
var Bitset = class _Bitset {
  words;
  size;
  constructor(size, words) {
    this.size = size;
    this.words = words ?? new Uint32Array(size + 31 >>> 5);
  }
  /** A set containing every id in `0..size-1`. */
  static full(size) {
    const set = new _Bitset(size);
    set.words.fill(4294967295);
    set.trim();
    return set;
  }
  add(id) {
    this.words[id >>> 5] |= 1 << (id & 31);
  }
  has(id) {
    return (this.words[id >>> 5] & 1 << (id & 31)) !== 0;
  }
  /** In-place intersection. */
  and(other) {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] &= b[i];
    return this;
  }
  /** In-place union. */
  or(other) {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] |= b[i];
    return this;
  }
  /** In-place complement within `0..size-1`. */
  not() {
    const a = this.words;
    for (let i = 0; i < a.length; i++) a[i] = ~a[i];
    this.trim();
    return this;
  }
  clone() {
    return new _Bitset(this.size, this.words.slice());
  }
  /** Number of ids in the set. */
  count() {
    let total = 0;
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let v = a[i];
      v = v - (v >>> 1 & 1431655765);
      v = (v & 858993459) + (v >>> 2 & 858993459);
      total += (v + (v >>> 4) & 252645135) * 16843009 >>> 24;
    }
    return total;
  }
  /** Writes the ids in ascending order into `out` and returns how many were written. */
  collect(out) {
    let n = 0;
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let v = a[i];
      while (v !== 0) {
        const low = v & -v;
        out[n++] = i << 5 | 31 - Math.clz32(low);
        v ^= low;
      }
    }
    return n;
  }
  trim() {
    const extra = this.words.length * 32 - this.size;
    if (extra > 0 && this.words.length > 0) {
      this.words[this.words.length - 1] &= 4294967295 >>> extra;
    }
  }
};

// ../../work/main/packages/search-engine/src/core/filters/evaluate.ts
function compareNumber(a, operator, b) {
  switch (operator) {
    case "<":
      return a < b;
    case "<=":
      return a <= b;
    case ">":
      return a > b;
    case ">=":
      return a >= b;
    case "=":
      return Math.abs(a - b) < 5e-4;
    case "!=":
      return Math.abs(a - b) >= 5e-4;
  }
}
function facetValueIds(column, value) {
  const ids = column.byNormalized.get(normalizeText(value));
  if (ids) return ids;
  const wanted = Number(value);
  if (value.trim() === "" || Number.isNaN(wanted)) return [];
  const out = [];
  column.numbers.forEach((n, id) => {
    if (n === wanted) out.push(id);
  });
  return out;
}
function addValueDocs(set, column, id) {
  for (let k = column.valueStart[id]; k < column.valueStart[id + 1]; k++) {
    set.add(column.valueDocs[k]);
  }
}
function atomBits(atom, source) {
  const set = new Bitset(source.size);
  if (atom.type === "tag") {
    const column2 = source.column("_tags");
    const id = column2.byValue.get(atom.value);
    if (id !== void 0) addValueDocs(set, column2, id);
    return set;
  }
  const column = source.column(atom.attribute);
  if (atom.type === "facet") {
    for (const id of facetValueIds(column, atom.value)) addValueDocs(set, column, id);
    return set;
  }
  const { numbers } = column;
  for (let id = 0; id < numbers.length; id++) {
    const n = numbers[id];
    if (Number.isNaN(n)) continue;
    const ok = atom.type === "range" ? n >= atom.lower && n <= atom.upper : compareNumber(n, atom.operator, atom.value);
    if (ok) addValueDocs(set, column, id);
  }
  return set;
}
function evaluateFilter(node, source) {
  switch (node.type) {
    case "and": {
      const [first, ...rest] = node.children;
      const set = evaluateFilter(first, source);
      for (const child of rest) set.and(evaluateFilter(child, source));
      return set;
    }
    case "or": {
      const set = new Bitset(source.size);
      for (const child of node.children) set.or(evaluateFilter(child, source));
      return set;
    }
    case "not":
      return atomBits(node.child, source).not();
    default:
      return atomBits(node, source);
  }
}
function atomMatches(atom, hit) {
  const name = atom.type === "tag" ? "_tags" : atom.attribute;
  const values = collectValues(hit, compilePath(name));
  return values.some((raw) => {
    if (atom.type === "tag") return raw === atom.value;
    if (atom.type === "facet") {
      const text = typeof raw === "string" ? raw : String(raw);
      if (normalizeText(text) === normalizeText(atom.value)) return true;
      return typeof raw === "number" && atom.value.trim() !== "" && raw === Number(atom.value);
    }
    const n = typeof raw === "number" ? raw : typeof raw === "boolean" ? Number(raw) : NaN;
    if (Number.isNaN(n)) return false;
    return atom.type === "range" ? n >= atom.lower && n <= atom.upper : compareNumber(n, atom.operator, atom.value);
  });
}
function matchesRecord(node, hit) {
  switch (node.type) {
    case "and":
      return node.children.every((child) => matchesRecord(child, hit));
    case "or":
      return node.children.some((child) => matchesRecord(child, hit));
    case "not":
      return !atomMatches(node.child, hit);
    default:
      return atomMatches(node, hit);
  }
}

// ../../work/main/packages/search-engine/src/core/filters/from-params.ts
var SCORE = /<score\s*=\s*(-?\d+)\s*>\s*$/;
var COMPARISON = /^(.+?)\s*(<=|>=|!=|<|>|=)\s*(\S+)$/;
var RANGE = /^(.+?)\s*:\s*(\S+)\s+TO\s+(\S+)$/;
function fail(kind, item, why) {
  return new EngineError(400, `Invalid ${kind} "${item}": ${why}`);
}
function toNumber2(kind, item, text) {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value))
    throw fail(kind, item, `${text} is not a number`);
  return value;
}
function unquote(value) {
  const first = value[0];
  if (value.length >= 2 && (first === '"' || first === "'") && value.endsWith(first)) {
    return value.slice(1, -1);
  }
  return value;
}
function negatable(raw) {
  if (raw.startsWith("\\-")) return { negated: false, value: raw.slice(1) };
  if (raw.startsWith("-")) return { negated: true, value: raw.slice(1) };
  return { negated: false, value: raw };
}
function facetTerm(kind, item, score) {
  const colon = item.indexOf(":");
  if (colon < 0) throw fail(kind, item, "expected attribute:value");
  const attribute = unquote(item.slice(0, colon).trim());
  const { negated, value } = negatable(item.slice(colon + 1).trim());
  const clean = unquote(value);
  const atom = attribute === "_tags" ? { type: "tag", value: clean } : { type: "facet", attribute, value: clean };
  if (score !== void 0) atom.score = score;
  return negated ? { type: "not", child: atom } : atom;
}
function numericTerm(kind, item) {
  const range = RANGE.exec(item);
  if (range) {
    return {
      type: "range",
      attribute: unquote(range[1].trim()),
      lower: toNumber2(kind, item, range[2]),
      upper: toNumber2(kind, item, range[3])
    };
  }
  const match = COMPARISON.exec(item);
  if (!match) throw fail(kind, item, "expected attribute<op>number or attribute:lower TO upper");
  return {
    type: "numeric",
    attribute: unquote(match[1].trim()),
    operator: match[2],
    value: toNumber2(kind, item, match[3])
  };
}
function tagTerm(item) {
  const { negated, value } = negatable(item);
  const atom = { type: "tag", value: unquote(value) };
  return negated ? { type: "not", child: atom } : atom;
}
function toTerm(kind, raw) {
  let item = raw.trim();
  let score;
  const scored = SCORE.exec(item);
  if (scored) {
    score = Number(scored[1]);
    item = item.slice(0, scored.index).trim();
  }
  if (kind === "numericFilters") return numericTerm(kind, item);
  if (kind === "tagFilters") return tagTerm(item);
  return facetTerm(kind, item, score);
}
function splitLegacy(kind, text) {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) {
    try {
      return normalizeShape(kind, JSON.parse(trimmed));
    } catch (error) {
      if (error instanceof EngineError) throw error;
      throw new EngineError(400, `Invalid ${kind}: malformed JSON array`);
    }
  }
  const out = [];
  let depth = 0;
  let current = "";
  let group;
  const flush = () => {
    if (current.trim() !== "") (group ?? out).push(current.trim());
    current = "";
  };
  for (const c of trimmed) {
    if (c === "(" && depth === 0 && current.trim() === "") {
      depth = 1;
      group = [];
    } else if (c === ")" && depth === 1) {
      flush();
      out.push(group);
      group = void 0;
      depth = 0;
    } else if (c === ",") flush();
    else current += c;
  }
  if (depth !== 0) throw new EngineError(400, `Invalid ${kind}: unbalanced parentheses`);
  flush();
  return out;
}
function flatten(kind, value, out) {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) flatten(kind, item, out);
  else throw new EngineError(400, `Invalid ${kind}: expected strings or arrays of strings`);
}
function normalizeShape(kind, value) {
  if (value === void 0 || value === null) return [];
  if (typeof value === "string") return splitLegacy(kind, value);
  if (!Array.isArray(value))
    throw new EngineError(400, `Invalid ${kind}: expected a string or an array`);
  return value.map((item) => {
    if (typeof item === "string") return item;
    const group = [];
    flatten(kind, item, group);
    return group;
  });
}
function filterGroups(kind, value) {
  return normalizeShape(kind, value).map(
    (item) => typeof item === "string" ? [toTerm(kind, item)] : item.map((s) => toTerm(kind, s))
  );
}
function filtersFromArrays(kind, value) {
  return filterGroups(kind, value).filter((group) => group.length > 0).map(
    (group) => group.length === 1 ? group[0] : { type: "or", children: group }
  );
}

// ../../work/main/packages/search-engine/src/core/filters/ast.ts
function filterKind(node) {
  const atom = node.type === "not" ? node.child : node;
  return atom.type === "range" ? "numeric" : atom.type;
}

// ../../work/main/packages/search-engine/src/core/filters/lexer.ts
var SPACE = /\s/;
var BARE_STOP = /[\s()"':<>=!]/;
var SCORE2 = /^<score\s*=\s*(-?\d+)\s*>/;
function syntaxError(at, message) {
  return new EngineError(400, `Invalid filter syntax at position ${at + 1}: ${message}`);
}
function readQuoted(text, start) {
  const quote = text[start];
  let value = "";
  let i = start + 1;
  while (i < text.length) {
    const c = text[i];
    if (c === "\\" && i + 1 < text.length) {
      value += text[i + 1];
      i += 2;
    } else if (c === quote) {
      return { value, end: i + 1 };
    } else {
      value += c;
      i++;
    }
  }
  throw syntaxError(start, `unterminated quoted string starting with ${quote}`);
}
function readBare(text, start) {
  let value = "";
  let i = start;
  while (i < text.length && !BARE_STOP.test(text[i])) {
    if (text[i] === "\\" && i + 1 < text.length) {
      value += text[i + 1];
      i += 2;
    } else {
      value += text[i];
      i++;
    }
  }
  return { value, end: i };
}
function readOperator(text, i) {
  const two = text.slice(i, i + 2);
  if (two === "<=" || two === ">=" || two === "!=") return { kind: "op", value: two, at: i };
  const one = text[i];
  if (one === "<" || one === ">" || one === "=") return { kind: "op", value: one, at: i };
  return void 0;
}
function lex(text) {
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (SPACE.test(c)) {
      i++;
    } else if (c === "(" || c === ")") {
      tokens.push({ kind: c === "(" ? "lparen" : "rparen", at: i });
      i++;
    } else if (c === ":") {
      tokens.push({ kind: "colon", at: i });
      i++;
    } else if (c === '"' || c === "'") {
      const { value, end } = readQuoted(text, i);
      tokens.push({ kind: "word", value, quoted: true, at: i });
      i = end;
    } else if (c === "<" && SCORE2.test(text.slice(i, i + 24))) {
      const match = SCORE2.exec(text.slice(i, i + 24));
      tokens.push({ kind: "score", value: Number(match[1]), at: i });
      i += match[0].length;
    } else {
      const op = readOperator(text, i);
      if (op) {
        tokens.push(op);
        i += op.kind === "op" ? op.value.length : 1;
      } else if (c === "!") {
        throw syntaxError(i, 'unexpected "!"');
      } else {
        const { value, end } = readBare(text, i);
        tokens.push({ kind: "word", value, quoted: false, at: i });
        i = end;
      }
    }
  }
  tokens.push({ kind: "end", at: text.length });
  return tokens;
}

// ../../work/main/packages/search-engine/src/core/filters/parse.ts
var KEYWORDS = /* @__PURE__ */ new Set(["AND", "OR", "NOT", "TO"]);
function describe2(token) {
  switch (token.kind) {
    case "end":
      return "end of filter";
    case "word":
      return token.quoted ? `"${token.value}"` : token.value;
    case "op":
      return token.value;
    case "score":
      return "<score>";
    case "lparen":
      return "(";
    case "rparen":
      return ")";
    case "colon":
      return ":";
  }
}
var Parser = class {
  constructor(tokens) {
    this.tokens = tokens;
  }
  tokens;
  i = 0;
  peek() {
    return this.tokens[this.i];
  }
  next() {
    return this.tokens[this.i++];
  }
  isKeyword(word) {
    const t = this.peek();
    return t.kind === "word" && !t.quoted && t.value === word;
  }
  fail(token, expected) {
    throw syntaxError(token.at, `expected ${expected}, found ${describe2(token)}`);
  }
  parseExpression() {
    const clauses = [this.parseClause()];
    while (this.isKeyword("AND")) {
      this.next();
      clauses.push(this.parseClause());
    }
    const end = this.peek();
    if (end.kind !== "end") this.fail(end, "AND, OR or end of filter");
    return clauses.length === 1 ? clauses[0] : { type: "and", children: clauses };
  }
  parseClause() {
    const start = this.peek();
    const terms = [...this.parseTerm()];
    while (this.isKeyword("OR")) {
      this.next();
      terms.push(...this.parseTerm());
    }
    if (terms.length === 1) return terms[0];
    const kind = filterKind(terms[0]);
    if (terms.some((term) => filterKind(term) !== kind)) {
      throw syntaxError(
        start.at,
        "filters of different types (facet, numeric, tag) cannot be combined with OR"
      );
    }
    return { type: "or", children: terms };
  }
  /** A term is a (possibly negated) filter, or a parenthesised OR group (returned flattened). */
  parseTerm() {
    const token = this.peek();
    if (token.kind === "lparen") {
      this.next();
      const inner = this.parseClause();
      if (this.isKeyword("AND")) {
        throw syntaxError(
          this.peek().at,
          "AND is not allowed inside parentheses (filters must be ANDs of ORs)"
        );
      }
      const close = this.next();
      if (close.kind !== "rparen") this.fail(close, ")");
      return inner.type === "or" ? inner.children : [inner];
    }
    if (this.isKeyword("NOT")) {
      this.next();
      if (this.peek().kind === "lparen") {
        throw syntaxError(this.peek().at, "NOT can only negate a single filter, not a group");
      }
      return [{ type: "not", child: this.parseAtom() }];
    }
    return [this.parseAtom()];
  }
  parseWord(expected) {
    const token = this.next();
    if (token.kind !== "word" || !token.quoted && KEYWORDS.has(token.value)) {
      this.fail(token, expected);
    }
    return token.value;
  }
  parseNumber() {
    const token = this.next();
    if (token.kind !== "word" || token.value.trim() === "") this.fail(token, "a number");
    const value = Number(token.value);
    if (!Number.isFinite(value)) this.fail(token, "a number");
    return value;
  }
  withScore(atom) {
    const token = this.peek();
    if (token.kind !== "score") return atom;
    this.next();
    return { ...atom, score: token.value };
  }
  parseAtom() {
    const first = this.parseWord("a filter");
    const token = this.peek();
    if (token.kind === "op") {
      this.next();
      const value2 = this.parseNumber();
      return this.withScore({
        type: "numeric",
        attribute: first,
        operator: token.value,
        value: value2
      });
    }
    if (token.kind !== "colon") {
      return this.withScore({ type: "tag", value: first });
    }
    this.next();
    const valueToken = this.peek();
    const value = this.parseWord("a value");
    if (this.isKeyword("TO")) {
      this.next();
      if (valueToken.kind !== "word" || Number.isNaN(Number(value)) || value.trim() === "") {
        this.fail(valueToken, "a number before TO");
      }
      const upper = this.parseNumber();
      return this.withScore({ type: "range", attribute: first, lower: Number(value), upper });
    }
    if (first === "_tags") return this.withScore({ type: "tag", value });
    return this.withScore({ type: "facet", attribute: first, value });
  }
};
function parseFilters(text) {
  const tokens = lex(text);
  if (tokens.length === 1) return void 0;
  return new Parser(tokens).parseExpression();
}

// ../../work/main/packages/search-engine/src/core/filters/compile.ts
function combinedFilter(params) {
  const nodes = [];
  if (typeof params.filters === "string") {
    const parsed = parseFilters(params.filters);
    if (parsed) nodes.push(parsed);
  }
  nodes.push(...filtersFromArrays("facetFilters", params.facetFilters));
  nodes.push(...filtersFromArrays("numericFilters", params.numericFilters));
  nodes.push(...filtersFromArrays("tagFilters", params.tagFilters));
  if (nodes.length === 0) return void 0;
  if (nodes.length === 1) return nodes[0];
  const children = [];
  for (const node of nodes) {
    if (node.type === "and") children.push(...node.children);
    else children.push(node);
  }
  return { type: "and", children };
}
function filterBitset(snapshot, params) {
  const node = combinedFilter(params);
  if (!node) return void 0;
  const key = JSON.stringify(node);
  return snapshot.cachedFilter(key, () => evaluateFilter(node, snapshot));
}
function filterPredicate(params) {
  const node = combinedFilter(params);
  if (!node) return () => true;
  return (hit) => matchesRecord(node, hit);
}
function optionalFilterScorer(snapshot, params) {
  const groups = filterGroups("optionalFilters", params.optionalFilters);
  if (groups.length === 0) return void 0;
  const compiled = groups.map(
    (group) => group.map((term) => ({
      bits: snapshot.cachedFilter(
        `optional:${JSON.stringify(term)}`,
        () => evaluateFilter(term, snapshot)
      ),
      score: (term.type === "not" ? term.child.score : term.score) ?? 1
    }))
  );
  const sum = params.sumOrFiltersScores === true;
  return (doc) => {
    let total = 0;
    for (const group of compiled) {
      let groupScore = 0;
      for (const item of group) {
        if (!item.bits.has(doc)) continue;
        groupScore = sum ? groupScore + item.score : Math.max(groupScore, item.score);
      }
      total += groupScore;
    }
    return total;
  };
}

// ../../work/main/packages/search-engine/src/core/tokenizer.ts
var NON_ASCII_WORD = /[\p{L}\p{N}\p{M}]/u;
function isWordCode(code, text, index) {
  if (code < 128) {
    return code >= 97 && code <= 122 || code >= 65 && code <= 90 || code >= 48 && code <= 57;
  }
  return NON_ASCII_WORD.test(text[index] ?? "");
}
function scanTokens(text, onToken) {
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const word = isWordCode(code, text, i);
    if (word && start < 0) start = i;
    else if (!word && start >= 0) {
      onToken(start, i);
      start = -1;
    }
  }
  if (start >= 0) onToken(start, text.length);
}
function hasNonAscii(text) {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return true;
  return false;
}
function forEachWord(text, emit) {
  if (hasNonAscii(text)) {
    for (const word of tokenize(text)) emit(word);
    return;
  }
  const lower = text.toLowerCase();
  let start = -1;
  for (let i = 0; i <= lower.length; i++) {
    const code = i < lower.length ? lower.charCodeAt(i) : 32;
    const word = code >= 97 && code <= 122 || code >= 48 && code <= 57;
    if (word && start < 0) start = i;
    else if (!word && start >= 0) {
      emit(lower.slice(start, i));
      start = -1;
    }
  }
}
function tokenize(text) {
  const out = [];
  scanTokens(text, (start, end) => {
    const word = normalizeText(text.slice(start, end));
    if (word.length > 0) out.push(word);
  });
  return out;
}

// ../../work/main/packages/search-engine/src/core/mark-text.ts
function tokenSpans(text) {
  const spans = [];
  scanTokens(text, (start, end) => spans.push([start, end]));
  return spans;
}
function originalLength(token, normalized) {
  let covered = 0;
  let i = 0;
  while (i < token.length && covered < normalized) {
    covered += normalizeText(token[i]).length;
    i++;
  }
  return i;
}
function markText(text, spans, options, from = 0, to = spans.length) {
  const matchedWords = /* @__PURE__ */ new Set();
  let fully = to > from;
  const begin = from === 0 ? 0 : spans[from][0];
  const end = to === spans.length ? text.length : spans[to - 1][1];
  let out = "";
  let cursor = begin;
  for (let t = from; t < to; t++) {
    const [start, stop] = spans[t];
    const token = text.slice(start, stop);
    const match = options.matcher(token);
    if (!match) {
      fully = false;
      continue;
    }
    matchedWords.add(match.word);
    const length = match.length === Infinity ? token.length : originalLength(token, match.length);
    if (length < token.length) fully = false;
    out += text.slice(cursor, start) + options.preTag + token.slice(0, length) + options.postTag;
    cursor = start + length;
  }
  out += text.slice(cursor, end);
  return { value: out, matchedWords, fully: fully && matchedWords.size > 0 };
}

// ../../work/main/packages/search-engine/src/core/highlight.ts
function matchLevel(matched, total) {
  if (matched === 0 || total === 0) return "none";
  return matched >= total ? "full" : "partial";
}
function highlightLeaf(text, options) {
  if (options.words.length === 0) return { value: text, matchLevel: "none", matchedWords: [] };
  const marked = markText(text, tokenSpans(text), options);
  const distinct = new Set(options.words);
  const matchedWords = [...new Set([...marked.matchedWords].map((i) => options.words[i]))];
  const level = matchLevel(matchedWords.length, distinct.size);
  const result = { value: marked.value, matchLevel: level, matchedWords };
  if (level !== "none") result.fullyHighlighted = marked.fully;
  return result;
}
function highlightValue(value, options) {
  if (typeof value === "string") return highlightLeaf(value, options);
  if (typeof value === "number") return highlightLeaf(String(value), options);
  if (Array.isArray(value)) {
    const items = value.map((item) => highlightValue(item, options));
    return items.filter((item) => item !== void 0);
  }
  if (value !== null && typeof value === "object") {
    const out = {};
    for (const [key, item] of Object.entries(value)) {
      const result = highlightValue(item, options);
      if (result !== void 0) out[key] = result;
    }
    return out;
  }
  return void 0;
}

// ../../work/main/packages/search-engine/src/core/retrieve.ts
function setPath(target2, segments, value) {
  let node = target2;
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i];
    const next = node[key];
    if (next === null || typeof next !== "object" || Array.isArray(next)) node[key] = {};
    node = node[key];
  }
  node[segments[segments.length - 1]] = value;
}
function getPath(source, segments) {
  let node = source;
  for (const key of segments) {
    if (node === null || typeof node !== "object") return void 0;
    node = node[key];
  }
  return node;
}
function deletePath(target2, segments) {
  const [head, ...rest] = segments;
  if (head === void 0 || !(head in target2)) return target2;
  const copy = { ...target2 };
  if (rest.length === 0) delete copy[head];
  else if (copy[head] !== null && typeof copy[head] === "object" && !Array.isArray(copy[head])) {
    copy[head] = deletePath(copy[head], rest);
  }
  return copy;
}
function pathSegments(name, record) {
  return name in record ? [name] : name.split(".");
}
function retrieveAttributes(record, toRetrieve, unretrievable) {
  const list = toRetrieve ?? ["*"];
  const excluded = list.filter((a) => a.startsWith("-")).map((a) => a.slice(1));
  const included = list.filter((a) => !a.startsWith("-"));
  let out;
  if (included.includes("*")) {
    out = record;
  } else {
    out = {};
    for (const name of included) {
      const segments = pathSegments(name, record);
      const value = getPath(record, segments);
      if (value !== void 0) setPath(out, segments, value);
    }
  }
  for (const name of [...excluded, ...unretrievable ?? []]) {
    out = deletePath(out, pathSegments(name, out));
  }
  if (out === record) out = { ...record };
  return { ...out, objectID: record.objectID };
}

// ../../work/main/packages/search-engine/src/core/snippet.ts
function parseSnippetSpec(entry) {
  const colon = entry.lastIndexOf(":");
  if (colon > 0) {
    const words = Number(entry.slice(colon + 1));
    if (Number.isInteger(words) && words >= 0) return { attribute: entry.slice(0, colon), words };
  }
  return { attribute: entry, words: 10 };
}
function snippetLeaf(text, options) {
  const spans = tokenSpans(text);
  let first = 0;
  if (options.words.length > 0) {
    const hit = spans.findIndex(([start, end]) => options.matcher(text.slice(start, end)));
    if (hit >= 0) first = hit;
  }
  const size = Math.max(1, options.size);
  let from = Math.max(0, first - Math.floor((size - 1) / 3));
  from = Math.max(0, Math.min(from, spans.length - size));
  const to = Math.min(spans.length, from + size);
  const marked = markText(text, spans, options, from, to);
  const before = from > 0 ? options.ellipsis : "";
  const after = to < spans.length ? options.ellipsis : "";
  const value = options.words.length === 0 && spans.length <= size ? text : before + marked.value + after;
  const distinct = new Set(options.words).size;
  const matched = new Set([...marked.matchedWords].map((i) => options.words[i])).size;
  return { value, matchLevel: matchLevel(matched, distinct) };
}
function snippetValue(value, options) {
  if (typeof value === "string") return snippetLeaf(value, options);
  if (typeof value === "number") return snippetLeaf(String(value), options);
  if (Array.isArray(value)) {
    return value.map((item) => snippetValue(item, options)).filter((item) => item !== void 0);
  }
  if (value !== null && typeof value === "object") {
    const out = {};
    for (const [key, item] of Object.entries(value)) {
      const result = snippetValue(item, options);
      if (result !== void 0) out[key] = result;
    }
    return out;
  }
  return void 0;
}

// ../../work/main/packages/search-engine/src/core/text-index.ts
var POSITION_BITS = 22;
var POSITION_MASK = (1 << POSITION_BITS) - 1;
var MAX_SLOTS = 1 << 32 - POSITION_BITS;
var ELEMENT_GAP = 8;
function slotOf(packed) {
  return packed >>> POSITION_BITS;
}
function positionOf(packed) {
  return packed & POSITION_MASK;
}
var valueCache = /* @__PURE__ */ new Map();
var VALUE_CACHE_LIMIT = 5e4;
function wordsOf(value) {
  let words = valueCache.get(value);
  if (words === void 0) {
    words = tokenize(value);
    if (valueCache.size >= VALUE_CACHE_LIMIT) valueCache.clear();
    valueCache.set(value, words);
  }
  return words;
}
function discoverAttributes(docs) {
  const seen = /* @__PURE__ */ new Map();
  for (const doc of docs) {
    for (const key of Object.keys(doc)) {
      if (key === "objectID" || key.startsWith("_") || seen.has(key)) continue;
      seen.set(key, { path: compilePath(key), level: 0, unordered: false });
    }
  }
  return [...seen.values()];
}
function buildTextIndex(docs, configured) {
  const attributes = (configured.length > 0 ? configured : discoverAttributes(docs)).slice(
    0,
    MAX_SLOTS
  );
  const termIds = /* @__PURE__ */ new Map();
  const lastDoc = [];
  const occTerm = new GrowableUint32(docs.length * 16);
  const occDoc = new GrowableUint32(docs.length * 16);
  const occPos = new GrowableUint32(docs.length * 16);
  let doc = 0;
  let slot = 0;
  let position = 0;
  const addWord = (word) => {
    let id = termIds.get(word);
    if (id === void 0) {
      id = termIds.size;
      termIds.set(word, id);
      lastDoc.push(-1);
    }
    if (lastDoc[id] !== doc) {
      lastDoc[id] = doc;
      occTerm.push(id);
      occDoc.push(doc);
      occPos.push(slot << POSITION_BITS | Math.min(position, POSITION_MASK));
    }
    position++;
  };
  const addValue = (value) => {
    if (typeof value === "string") {
      if (value.length > 24) forEachWord(value, addWord);
      else for (const word of wordsOf(value)) addWord(word);
    } else if (typeof value === "number") {
      for (const word of wordsOf(String(value))) addWord(word);
    } else return;
    position += ELEMENT_GAP;
  };
  for (doc = 0; doc < docs.length; doc++) {
    const record = docs[doc];
    for (slot = 0; slot < attributes.length; slot++) {
      position = 0;
      forEachValue(record, attributes[slot].path, true, addValue);
    }
  }
  return sortByTerm(termIds, occTerm.view(), occDoc.view(), occPos.view(), attributes);
}
function sortByTerm(termIds, occTerm, occDoc, occPos, attributes) {
  const terms = [...termIds.keys()].sort();
  const rename = new Uint32Array(terms.length);
  terms.forEach((term, sorted) => {
    rename[termIds.get(term)] = sorted;
  });
  const termStart = new Uint32Array(terms.length + 1);
  for (let i = 0; i < occTerm.length; i++) termStart[rename[occTerm[i]] + 1]++;
  for (let t = 0; t < terms.length; t++) termStart[t + 1] += termStart[t];
  const fill = termStart.slice(0, terms.length);
  const docs = new Uint32Array(occTerm.length);
  const positions = new Uint32Array(occTerm.length);
  for (let i = 0; i < occTerm.length; i++) {
    const at = fill[rename[occTerm[i]]]++;
    docs[at] = occDoc[i];
    positions[at] = occPos[i];
  }
  return { terms, termStart, occDoc: docs, occPos: positions, attributes };
}
function lowerBound(terms, word) {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (terms[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
function prefixRange(terms, prefix) {
  return [lowerBound(terms, prefix), lowerBound(terms, prefix + "\uFFFF")];
}

// ../../work/main/packages/search-engine/src/core/textual-scores.ts
var SCORE_WIDTH = 6;
var SCORE3 = {
  typos: 0,
  missingWords: 1,
  proximity: 2,
  attribute: 3,
  nonExact: 4,
  firstMatchedWord: 5
};
var MAX_PROXIMITY = 8;
function slotWeights(index) {
  const attributes = index?.attributes ?? [];
  return {
    weight: Int32Array.from(attributes, (a) => a.level * 64),
    ordered: Uint8Array.from(attributes, (a) => a.unordered ? 0 : 1)
  };
}
function scoreDocument(doc, states, slots, out, at) {
  let typos = 0;
  let words = 0;
  let exact = 0;
  let proximity = 0;
  let best = 2147483647;
  let first = 0;
  let previous = -1;
  for (let i = 0; i < states.length; i++) {
    const s = states[i];
    if (s.mark[doc] !== s.generation) continue;
    words++;
    const info = s.info[doc];
    typos += info >> 1;
    if ((info & 1) === 0) exact++;
    const packed = s.pos[doc];
    const slot = slotOf(packed);
    const position = positionOf(packed);
    const value = (slots.weight[slot] ?? 0) + (slots.ordered[slot] === 1 ? Math.min(position, 63) : 0);
    if (value < best) {
      best = value;
      first = slot * 1e3 + Math.min(position, 999);
    }
    if (previous >= 0) {
      if (slotOf(previous) === slot) {
        const distance = Math.abs(positionOf(previous) - position);
        proximity += distance < 1 ? 1 : distance > MAX_PROXIMITY ? MAX_PROXIMITY : distance;
      } else proximity += MAX_PROXIMITY;
    }
    previous = packed;
  }
  out[at + SCORE3.typos] = typos;
  out[at + SCORE3.missingWords] = states.length - words;
  out[at + SCORE3.proximity] = proximity;
  out[at + SCORE3.attribute] = best === 2147483647 ? 0 : best;
  out[at + SCORE3.nonExact] = states.length - exact;
  out[at + SCORE3.firstMatchedWord] = first;
}

// ../../work/main/packages/search-engine/src/core/hits.ts
function setNested(target2, name, value) {
  const segments = name.split(".");
  let node = target2;
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i];
    if (node[key] === void 0 || typeof node[key] !== "object") node[key] = {};
    node = node[key];
  }
  node[segments[segments.length - 1]] = value;
}
function expandStar(names, record) {
  if (!names.includes("*")) return names;
  return Object.keys(record).filter((key) => key !== "objectID");
}
function rankingInfo(doc, options) {
  const scores = new Uint32Array(SCORE_WIDTH);
  scoreDocument(doc, options.states, slotWeights(options.index), scores, 0);
  const words = options.states.length;
  return {
    nbTypos: scores[SCORE3.typos],
    firstMatchedWord: scores[SCORE3.firstMatchedWord],
    geoDistance: 0,
    nbExactWords: words - scores[SCORE3.nonExact],
    userScore: options.userScore(doc),
    words: words - scores[SCORE3.missingWords],
    filters: 0,
    proximityDistance: scores[SCORE3.proximity]
  };
}
function buildHit(record, doc, options) {
  const hit = retrieveAttributes(
    record,
    options.attributesToRetrieve,
    options.unretrievableAttributes
  );
  const marking = {
    matcher: options.matcher,
    preTag: options.preTag,
    postTag: options.postTag,
    words: options.words
  };
  const highlight = {};
  for (const name of expandStar(options.attributesToHighlight, record)) {
    const result = highlightValue(getPathValue(record, name), marking);
    if (result !== void 0) setNested(highlight, name, result);
  }
  if (options.attributesToHighlight.length > 0) hit._highlightResult = highlight;
  if (options.attributesToSnippet.length > 0) {
    const snippet = {};
    for (const entry of options.attributesToSnippet) {
      const spec = parseSnippetSpec(entry);
      for (const name of expandStar([spec.attribute], record)) {
        const result = snippetValue(getPathValue(record, name), {
          ...marking,
          size: spec.words,
          ellipsis: options.ellipsis
        });
        if (result !== void 0) setNested(snippet, name, result);
      }
    }
    hit._snippetResult = snippet;
  }
  if (options.rankingInfo) hit._rankingInfo = rankingInfo(doc, options.rankingInfo);
  return hit;
}

// ../../work/main/packages/search-engine/src/core/typo.ts
function forEachFuzzyTerm(terms, word, options, visit) {
  const { maxTypos, prefix } = options;
  const m = word.length;
  const wordCodes = new Int32Array(m);
  for (let j = 0; j < m; j++) wordCodes[j] = word.charCodeAt(j);
  const maxDepth = 64;
  const rows = [Int32Array.from({ length: m + 1 }, (_, j) => j)];
  const prefixBest = new Int32Array(maxDepth + 1).fill(1 << 20);
  const pathCodes = new Int32Array(maxDepth);
  let computed = 0;
  let previous = "";
  const minPrefix = Math.max(1, m - maxTypos);
  let i = 0;
  while (i < terms.length) {
    const term = terms[i];
    let common = 0;
    const limit = Math.min(computed, term.length, previous.length);
    while (common < limit && term.charCodeAt(common) === previous.charCodeAt(common)) common++;
    let pruneAt = -1;
    const depthEnd = Math.min(term.length, maxDepth);
    for (let d = common + 1; d <= depthEnd; d++) {
      pathCodes[d - 1] = term.charCodeAt(d - 1);
      const rowMin = computeRow(rows, d, pathCodes, wordCodes);
      const last = rows[d][m];
      const fromPrefix = d >= minPrefix ? last : 1 << 20;
      prefixBest[d] = Math.min(prefixBest[d - 1], fromPrefix);
      computed = d;
      if (rowMin > maxTypos && !(prefix && prefixBest[d] <= maxTypos)) {
        pruneAt = d;
        break;
      }
    }
    previous = term;
    if (pruneAt > 0) {
      i = lowerBound(terms, term.slice(0, pruneAt) + "\uFFFF");
      computed = pruneAt - 1;
      continue;
    }
    const distance = prefix ? prefixBest[depthEnd] : rows[depthEnd][m];
    if (distance <= maxTypos) visit(i, distance);
    i++;
  }
}
function computeRow(rows, d, pathCodes, wordCodes) {
  const m = wordCodes.length;
  const prev = rows[d - 1];
  let row = rows[d];
  if (row === void 0) {
    row = new Int32Array(m + 1);
    rows[d] = row;
  }
  const twoBack = d >= 2 ? rows[d - 2] : void 0;
  const c = pathCodes[d - 1];
  row[0] = d;
  let rowMin = d;
  for (let j = 1; j <= m; j++) {
    const cost = wordCodes[j - 1] === c ? 0 : 1;
    let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
    if (twoBack !== void 0 && j >= 2 && wordCodes[j - 1] === pathCodes[d - 2] && wordCodes[j - 2] === c) {
      value = Math.min(value, twoBack[j - 2] + 1);
    }
    row[j] = value;
    if (value < rowMin) rowMin = value;
  }
  return rowMin;
}
function editDistance(a, b) {
  const rows = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        rows[0].push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2][j - 2] + 1);
      }
      rows[i].push(value);
    }
  }
  return rows[a.length][b.length];
}

// ../../work/main/packages/search-engine/src/core/expand.ts
var CACHE_LIMIT2 = 2e3;
var caches = /* @__PURE__ */ new WeakMap();
function fromRange(index, start, end) {
  const termIds = new Uint32Array(end - start);
  for (let i = 0; i < termIds.length; i++) termIds[i] = start + i;
  return {
    termIds,
    typos: new Uint8Array(termIds.length),
    postings: index.termStart[end] - index.termStart[start]
  };
}
function compute(index, word) {
  const { terms } = index;
  if (word.maxTypos === 0) {
    if (word.prefix) return fromRange(index, ...prefixRange(terms, word.text));
    const at = lowerBound(terms, word.text);
    return terms[at] === word.text ? fromRange(index, at, at + 1) : fromRange(index, 0, 0);
  }
  const ids = [];
  const typos = [];
  let postings = 0;
  forEachFuzzyTerm(terms, word.text, { maxTypos: word.maxTypos, prefix: word.prefix }, (id, t) => {
    ids.push(id);
    typos.push(t);
    postings += index.termStart[id + 1] - index.termStart[id];
  });
  return { termIds: Uint32Array.from(ids), typos: Uint8Array.from(typos), postings };
}
function expandWord(index, word) {
  let cache2 = caches.get(index);
  if (!cache2) {
    cache2 = /* @__PURE__ */ new Map();
    caches.set(index, cache2);
  }
  const key = `${word.prefix ? "p" : "w"}${word.maxTypos}:${word.text}`;
  let expansion = cache2.get(key);
  if (expansion) return expansion;
  expansion = compute(index, word);
  if (cache2.size >= CACHE_LIMIT2) cache2.delete(cache2.keys().next().value);
  cache2.set(key, expansion);
  return expansion;
}
function typosOfTerm(expansion, termId) {
  const ids = expansion.termIds;
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = lo + hi >>> 1;
    if (ids[mid] < termId) lo = mid + 1;
    else hi = mid;
  }
  return ids[lo] === termId ? expansion.typos[lo] : -1;
}

// ../../work/main/packages/search-engine/src/core/match.ts
var generation = 0;
function accumulate(index, state) {
  const { termStart, occDoc, occPos, terms } = index;
  const { mark, info, pos, docs, expansion } = state;
  const gen = state.generation;
  const exactAt = lowerBound(terms, state.word.text);
  const exactId = terms[exactAt] === state.word.text ? exactAt : -1;
  let count = 0;
  for (let e = 0; e < expansion.termIds.length; e++) {
    const term = expansion.termIds[e];
    const score = expansion.typos[e] * 2 + (term === exactId ? 0 : 1);
    for (let o = termStart[term]; o < termStart[term + 1]; o++) {
      const doc = occDoc[o];
      const packed = occPos[o];
      if (mark[doc] !== gen) {
        mark[doc] = gen;
        info[doc] = score;
        pos[doc] = packed;
        docs[count++] = doc;
      } else if (score < info[doc] || score === info[doc] && packed < pos[doc]) {
        info[doc] = score;
        pos[doc] = packed;
      }
    }
  }
  state.count = count;
}
function matchWords(snapshot, index, words) {
  return words.map((word, i) => {
    generation = generation + 1 >>> 0 || 1;
    const state = {
      word,
      expansion: expandWord(index, word),
      mark: snapshot.buffer(`mark${i}`, (n) => new Uint32Array(n)),
      generation,
      info: snapshot.buffer(`info${i}`, (n) => new Uint8Array(n)),
      pos: snapshot.buffer(`pos${i}`, (n) => new Uint32Array(n)),
      docs: snapshot.buffer(`docs${i}`, (n) => new Uint32Array(n)),
      count: 0
    };
    accumulate(index, state);
    return state;
  });
}
function collectCandidates(snapshot, states, filter, out) {
  const bits = snapshot.buffer("candidateBits", (size) => new Uint32Array(size + 31 >>> 5));
  const required = states.filter((s) => !s.word.optional);
  const sources = required.length > 0 ? [smallest(required)] : states;
  const others = required.filter((s) => s !== sources[0]);
  for (const source of sources) {
    for (let i = 0; i < source.count; i++) {
      const doc = source.docs[i];
      let ok = filter === void 0 || filter.has(doc);
      for (let k = 0; ok && k < others.length; k++) {
        if (others[k].mark[doc] !== others[k].generation) ok = false;
      }
      if (ok) bits[doc >>> 5] |= 1 << (doc & 31);
    }
  }
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w];
    if (v === 0) continue;
    bits[w] = 0;
    while (v !== 0) {
      const low = v & -v;
      out[n++] = w << 5 | 31 - Math.clz32(low);
      v ^= low;
    }
  }
  return n;
}
function smallest(states) {
  let best = states[0];
  for (const s of states) if (s.count < best.count) best = s;
  return best;
}

// ../../work/main/packages/search-engine/src/core/query-words.ts
var MAX_QUERY_WORDS = 16;
function typosEnabled(value) {
  return value !== false && value !== "false";
}
function allowedTypos(word, params, noTypoWords) {
  if (!typosEnabled(params.typoTolerance) || noTypoWords.has(word)) return 0;
  if (params.allowTyposOnNumericTokens === false && /^\d+$/.test(word)) return 0;
  const one = params.minWordSizefor1Typo ?? 4;
  const two = params.minWordSizefor2Typos ?? 8;
  if (word.length >= two) return 2;
  if (word.length >= one) return 1;
  return 0;
}
function wordSet(entries) {
  const list = typeof entries === "string" ? [entries] : entries ?? [];
  return new Set(list.flatMap((entry) => tokenize(entry)));
}
function parseQueryWords(params) {
  const words = tokenize(params.query ?? "").slice(0, MAX_QUERY_WORDS);
  const queryType = params.queryType ?? "prefixLast";
  const optional = wordSet(params.optionalWords);
  const noTypo = wordSet(params.disableTypoToleranceOnWords);
  return words.map((text, i) => ({
    text,
    prefix: queryType === "prefixAll" || queryType === "prefixLast" && i === words.length - 1,
    maxTypos: allowedTypos(text, params, noTypo),
    optional: optional.has(text)
  }));
}

// ../../work/main/packages/search-engine/src/core/searchable-attributes.ts
function compileSearchableAttributes(setting) {
  const out = [];
  (setting ?? []).forEach((entry, level) => {
    for (const part of entry.split(",")) {
      if (part.trim() === "") continue;
      const { modifier, name } = parseModifier(part);
      out.push({ path: compilePath(name), level, unordered: modifier === "unordered" });
    }
  });
  return out;
}

// ../../work/main/packages/search-engine/src/core/matches.ts
function searchableFor(params) {
  const all = compileSearchableAttributes(params.searchableAttributes);
  const restrict = params.restrictSearchableAttributes;
  if (!restrict || restrict.length === 0) return all;
  return all.filter((a) => restrict.includes(a.path.name));
}
function relaxWords(states, mode, step) {
  const k = states.length;
  if (mode === "allOptional") {
    if (step > 1) return false;
    states.forEach((s) => s.word = { ...s.word, optional: true });
    return true;
  }
  if (step >= k) return false;
  const optionalFrom = mode === "lastWords" ? k - step : 0;
  const optionalTo = mode === "lastWords" ? k : step;
  states.forEach((s, i) => {
    if (i >= optionalFrom && i < optionalTo) s.word = { ...s.word, optional: true };
  });
  return true;
}
function keepFewestTypos(states, docs, n, levels) {
  const typos = new Uint8Array(n);
  const seen = /* @__PURE__ */ new Set();
  for (let c = 0; c < n; c++) {
    let total = 0;
    for (const s of states) if (s.mark[docs[c]] === s.generation) total += s.info[docs[c]] >> 1;
    typos[c] = total;
    seen.add(total);
  }
  const allowed = [...seen].sort((a, b) => a - b).slice(0, levels);
  const max = allowed[allowed.length - 1] ?? 0;
  let kept = 0;
  for (let c = 0; c < n; c++) if (typos[c] <= max) docs[kept++] = docs[c];
  return kept;
}
function findMatches(snapshot, params) {
  const filter = filterBitset(snapshot, params);
  const words = parseQueryWords(params);
  if (words.length === 0) {
    if (!filter)
      return { words, index: void 0, states: [], filter, docs: void 0, n: snapshot.size };
    const docs2 = snapshot.buffer("candidates", (size) => new Uint32Array(size));
    return { words, index: void 0, states: [], filter, docs: docs2, n: filter.collect(docs2) };
  }
  const index = snapshot.textIndex(searchableFor(params));
  const states = matchWords(snapshot, index, words);
  const docs = snapshot.buffer("candidates", (size) => new Uint32Array(size));
  let n = collectCandidates(snapshot, states, filter, docs);
  const mode = params.removeWordsIfNoResults ?? "none";
  for (let step = 1; n === 0 && mode !== "none" && relaxWords(states, mode, step); step++) {
    n = collectCandidates(snapshot, states, filter, docs);
  }
  const tolerance = params.typoTolerance;
  if (tolerance === "min" || tolerance === "strict") {
    n = keepFewestTypos(states, docs, n, tolerance === "min" ? 1 : 2);
  }
  return { words: states.map((s) => s.word), index, states, filter, docs, n };
}

// ../../work/main/packages/search-engine/src/core/criteria.ts
var TEXTUAL_OFFSET = {
  typo: SCORE3.typos,
  words: SCORE3.missingWords,
  proximity: SCORE3.proximity,
  attribute: SCORE3.attribute,
  exact: SCORE3.nonExact
};
function textualScores(input, candidates, n) {
  const { snapshot, states } = input;
  const scores = snapshot.buffer("textual", (size) => new Uint32Array(size * SCORE_WIDTH));
  const slots = slotWeights(input.index);
  for (let c = 0; c < n; c++) scoreDocument(candidates[c], states, slots, scores, c * SCORE_WIDTH);
  return scores;
}
function fillColumn(input, criterion, candidates, n, scores, column) {
  const offset = TEXTUAL_OFFSET[criterion.kind];
  if (offset !== void 0 && scores) {
    for (let c = 0; c < n; c++) column[c] = scores[c * SCORE_WIDTH + offset];
  } else if (criterion.kind === "sort") {
    const { rank } = input.snapshot.rank(criterion);
    for (let c = 0; c < n; c++) column[c] = rank[candidates[c]];
  } else if (criterion.kind === "filters" && input.filterScore) {
    const values = new Float64Array(n);
    let top = 0;
    for (let c = 0; c < n; c++) top = Math.max(top, values[c] = input.filterScore(candidates[c]));
    for (let c = 0; c < n; c++) column[c] = Math.max(0, Math.round(top - values[c]));
  } else if (criterion.kind === "personalization" && input.personalization) {
    for (let c = 0; c < n; c++) column[c] = input.personalization(candidates[c]);
  } else {
    column.fill(0, 0, n);
  }
}
function criterionColumns(input, candidates, n) {
  const textual = input.criteria.some((c) => TEXTUAL_OFFSET[c.kind] !== void 0);
  const scores = textual && input.states.length > 0 ? textualScores(input, candidates, n) : void 0;
  const columns = [];
  const maxima = [];
  input.criteria.forEach((criterion, k) => {
    const column = input.snapshot.buffer(`criterion${k}`, (size) => new Uint32Array(size));
    fillColumn(input, criterion, candidates, n, scores, column);
    let max = 0;
    for (let c = 0; c < n; c++) if (column[c] > max) max = column[c];
    columns.push(column);
    maxima.push(max);
  });
  return { columns, maxima };
}

// ../../work/main/packages/search-engine/src/core/top-k.ts
function smallestKeys(keys, n, k) {
  const take = Math.min(k, n);
  if (take <= 0) return new Float64Array(0);
  if (take * 8 >= n) return keys.slice(0, n).sort().subarray(0, take);
  const heap = new Float64Array(take);
  let size = 0;
  for (let i = 0; i < n; i++) {
    const key = keys[i];
    if (size < take) {
      let at = size++;
      heap[at] = key;
      while (at > 0) {
        const parent = at - 1 >> 1;
        if (heap[parent] >= heap[at]) break;
        const swap = heap[parent];
        heap[parent] = heap[at];
        heap[at] = swap;
        at = parent;
      }
    } else if (key < heap[0]) {
      heap[0] = key;
      siftDown(heap, size);
    }
  }
  return heap.sort();
}
function siftDown(heap, size) {
  let at = 0;
  for (; ; ) {
    const left = at * 2 + 1;
    if (left >= size) return;
    const right = left + 1;
    const child = right < size && heap[right] > heap[left] ? right : left;
    if (heap[at] >= heap[child]) return;
    const swap = heap[at];
    heap[at] = heap[child];
    heap[child] = swap;
    at = child;
  }
}

// ../../work/main/packages/search-engine/src/core/order.ts
var SAFE = 2 ** 53;
function rankCandidates(input, candidates, n, tieBreak, k) {
  const { columns, maxima } = criterionColumns(input, candidates, n);
  const used = columns.filter((_, i) => maxima[i] > 0);
  const radices = maxima.filter((m) => m > 0).map((m) => m + 1);
  const total = tieBreak.rank.length;
  const capacity = radices.reduce((product2, r) => product2 * r, Math.max(1, total));
  if (capacity >= SAFE) return comparatorOrder(used, candidates, n, tieBreak.rank, k);
  const keys = input.snapshot.buffer("keys", (size) => new Float64Array(size));
  for (let c = 0; c < n; c++) {
    let key = 0;
    for (let j = 0; j < used.length; j++) key = key * radices[j] + used[j][c];
    keys[c] = key * total + tieBreak.rank[candidates[c]];
  }
  const best = smallestKeys(keys, n, k);
  const out = new Uint32Array(best.length);
  for (let i = 0; i < best.length; i++) {
    const key = best[i];
    out[i] = tieBreak.order[key - Math.floor(key / total) * total];
  }
  return out;
}
function comparatorOrder(columns, candidates, n, tieRank, k) {
  const index = new Uint32Array(n);
  for (let c = 0; c < n; c++) index[c] = c;
  index.sort((a, b) => {
    for (const column of columns) {
      const d = column[a] - column[b];
      if (d !== 0) return d;
    }
    return tieRank[candidates[a]] - tieRank[candidates[b]];
  });
  const take = Math.min(k, n);
  const out = new Uint32Array(take);
  for (let i = 0; i < take; i++) out[i] = candidates[index[i]];
  return out;
}

// ../../work/main/packages/search-engine/src/core/ranking.ts
var TEXTUAL = /* @__PURE__ */ new Set([
  "typo",
  "geo",
  "words",
  "filters",
  "proximity",
  "attribute",
  "exact",
  "custom"
]);
var DEFAULT_RANKING = [
  "typo",
  "geo",
  "words",
  "filters",
  "proximity",
  "attribute",
  "exact",
  "custom"
];
function compileRanking(ranking, typoFirst) {
  const out = [];
  for (const entry of ranking ?? DEFAULT_RANKING) {
    const { modifier, name } = parseModifier(entry);
    if (modifier === "asc" || modifier === "desc") {
      out.push({ kind: "sort", attribute: name, descending: modifier === "desc" });
    } else if (modifier === void 0 && TEXTUAL.has(name)) {
      out.push({ kind: name });
    }
  }
  if (typoFirst) {
    const at = out.findIndex((c) => c.kind === "typo");
    if (at > 0) out.unshift(...out.splice(at, 1));
  }
  return out;
}
function compileCustomRanking(custom) {
  const out = [];
  for (const entry of custom ?? []) {
    const { modifier, name } = parseModifier(entry);
    if (modifier === "asc" || modifier === "desc") {
      out.push({ attribute: name, descending: modifier === "desc" });
    }
  }
  return out;
}
function sortableValue(hit, path) {
  const direct = path.segments.length === 1 ? hit[path.name] : void 0;
  const first = direct !== void 0 ? direct : collectValues(hit, path)[0];
  if (typeof first === "number") return Number.isFinite(first) ? first : void 0;
  if (typeof first === "boolean") return first ? 1 : 0;
  if (typeof first === "string") return first;
  return void 0;
}
function compareValues(a, b) {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}
function denseRank(docs, key) {
  const path = compilePath(key.attribute);
  const values = docs.map((doc) => sortableValue(doc, path));
  const numeric = values.every((v) => v === void 0 || typeof v === "number");
  const present = [];
  for (let i = 0; i < values.length; i++) if (values[i] !== void 0) present.push(i);
  const order = Uint32Array.from(present);
  const sign = key.descending ? -1 : 1;
  if (numeric) {
    const nums = Float64Array.from(values, (v) => v === void 0 ? 0 : v);
    order.sort((a, b) => sign * (nums[a] - nums[b]));
  } else {
    order.sort((a, b) => sign * compareValues(values[a], values[b]));
  }
  const rank = new Uint32Array(docs.length);
  let current = 0;
  for (let i = 0; i < order.length; i++) {
    if (i > 0 && compareValues(values[order[i - 1]], values[order[i]]) !== 0) current++;
    rank[order[i]] = current;
  }
  const missing = order.length > 0 ? current + 1 : 0;
  for (let i = 0; i < docs.length; i++) if (values[i] === void 0) rank[i] = missing;
  return { rank, max: docs.length > order.length ? missing : Math.max(0, current) };
}
function uniqueOrder(docs, keys) {
  const order = new Uint32Array(docs.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  if (keys.length > 0) {
    const ranks = keys.map((k) => k.rank);
    order.sort((a, b) => {
      for (const r of ranks) {
        const d = r[a] - r[b];
        if (d !== 0) return d;
      }
      return a - b;
    });
  }
  const rank = new Uint32Array(docs.length);
  for (let i = 0; i < order.length; i++) rank[order[i]] = i;
  return { rank, order };
}

// ../../work/main/packages/search-engine/src/core/rank-matches.ts
function activeCriteria(params, hooks) {
  const tolerance = params.typoTolerance;
  const all = compileRanking(params.ranking, tolerance === "min" || tolerance === "strict");
  const custom = all.findIndex((c) => c.kind === "custom");
  const before = (custom < 0 ? all : all.slice(0, custom)).filter((c) => c.kind !== "geo");
  if (hooks.personalization) before.push({ kind: "personalization" });
  return before;
}
function walkOrder(order, matches, k) {
  const take = Math.min(k, matches.n);
  if (!matches.filter) return order.slice(0, take);
  const out = new Uint32Array(take);
  let found = 0;
  for (let i = 0; i < order.length && found < take; i++) {
    if (matches.filter.has(order[i])) out[found++] = order[i];
  }
  return out;
}
function rankMatches(snapshot, params, matches, hooks, k) {
  const criteria = activeCriteria(params, hooks);
  const customKeys = compileCustomRanking(params.customRanking);
  const tieBreak = snapshot.order(customKeys);
  const hooked = hooks.filterScore !== void 0 || hooks.personalization !== void 0;
  if (matches.states.length === 0 && !hooked) {
    const sortKeys = criteria.filter((c) => c.kind === "sort").map((c) => ({ attribute: c.attribute, descending: c.descending }));
    const order = sortKeys.length === 0 ? tieBreak : snapshot.order([...sortKeys, ...customKeys]);
    return walkOrder(order.order, matches, k);
  }
  let docs = matches.docs;
  if (!docs) {
    docs = snapshot.buffer("candidates", (size) => new Uint32Array(size));
    for (let i = 0; i < matches.n; i++) docs[i] = i;
  }
  const input = {
    snapshot,
    index: matches.index,
    states: matches.states,
    criteria,
    ...hooks
  };
  return rankCandidates(input, docs, matches.n, tieBreak, k);
}

// ../../work/main/packages/search-engine/src/core/settings.ts
var DEFAULT_SETTINGS = {
  attributesForFaceting: [],
  replicas: [],
  paginationLimitedTo: 1e3,
  unretrievableAttributes: [],
  disableTypoToleranceOnWords: [],
  camelCaseAttributes: [],
  decompoundedAttributes: {},
  indexLanguages: [],
  disablePrefixOnAttributes: [],
  allowCompressionOfIntegerArray: false,
  numericAttributesForFiltering: [],
  separatorsToIndex: "",
  searchableAttributes: [],
  userData: {},
  maxFacetHits: 10,
  keepDiacriticsOnCharacters: "",
  customRanking: [],
  attributesToRetrieve: ["*"],
  ranking: DEFAULT_RANKING,
  relevancyStrictness: 100,
  attributesToSnippet: [],
  highlightPreTag: "<em>",
  highlightPostTag: "</em>",
  snippetEllipsisText: "\u2026",
  restrictHighlightAndSnippetArrays: false,
  hitsPerPage: 20,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  typoTolerance: true,
  allowTyposOnNumericTokens: true,
  disableTypoToleranceOnAttributes: [],
  ignorePlurals: false,
  removeStopWords: false,
  queryLanguages: [],
  decompoundQuery: true,
  enableRules: true,
  enablePersonalization: false,
  queryType: "prefixLast",
  removeWordsIfNoResults: "none",
  mode: "keywordSearch",
  advancedSyntax: false,
  disableExactOnAttributes: [],
  exactOnSingleWordQuery: "attribute",
  alternativesAsExact: ["ignorePlurals", "singleWordSynonym"],
  advancedSyntaxFeatures: ["exactPhrase", "excludeWords"],
  distinct: 0,
  replaceSynonymsInHighlight: false,
  minProximity: 1,
  responseFields: ["*"],
  maxValuesPerFacet: 100,
  sortFacetValuesBy: "count",
  attributeCriteriaComputedByMinProximity: false,
  enableReRanking: true
};
var STRING_ARRAYS = [
  "attributesForFaceting",
  "replicas",
  "unretrievableAttributes",
  "searchableAttributes",
  "customRanking",
  "ranking",
  "attributesToRetrieve",
  "attributesToHighlight",
  "attributesToSnippet"
];
var INTEGER_RANGES = {
  hitsPerPage: [0, 1e3],
  maxValuesPerFacet: [0, 1e3],
  paginationLimitedTo: [0, 2e4],
  maxFacetHits: [0, 100],
  minWordSizefor1Typo: [0, 1e3],
  minWordSizefor2Typos: [0, 1e3],
  personalizationImpact: [0, 100],
  relevancyStrictness: [0, 100]
};
function validateSettings(settings, where = "settings") {
  for (const key of STRING_ARRAYS) {
    const value = settings[key];
    if (value === void 0 || value === null) continue;
    if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) {
      throw new EngineError(400, `Invalid ${where}: ${key} must be an array of strings`);
    }
  }
  for (const [key, [min, max]] of Object.entries(INTEGER_RANGES)) {
    const value = settings[key];
    if (value === void 0 || value === null) continue;
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      throw new EngineError(
        400,
        `Invalid ${where}: ${key} must be an integer from ${min} to ${max}`
      );
    }
  }
}
function mergeSettings(current, patch) {
  const next = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (key === "primary" || value === void 0) continue;
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}
function effectiveSettings(stored) {
  return { ...DEFAULT_SETTINGS, ...stored };
}

// ../../work/main/packages/search-engine/src/core/word-matcher.ts
function matchOne(word, norm, index) {
  if (norm === word.text) return Infinity;
  if (word.prefix && norm.startsWith(word.text)) return word.text.length;
  if (word.maxTypos === 0) return 0;
  if (index) {
    const at = lowerBound(index.terms, norm);
    if (index.terms[at] === norm)
      return typosOfTerm(expandWord(index, word), at) >= 0 ? Infinity : 0;
  }
  const candidate = word.prefix ? norm.slice(0, word.text.length + word.maxTypos) : norm;
  return editDistance(candidate, word.text) <= word.maxTypos ? Infinity : 0;
}
function createWordMatcher(words, index) {
  const cache2 = /* @__PURE__ */ new Map();
  return (token) => {
    if (cache2.has(token)) return cache2.get(token);
    const norm = normalizeText(token);
    let result;
    for (let i = 0; i < words.length && norm.length > 0; i++) {
      const length = matchOne(words[i], norm, index);
      if (length > 0 && (!result || length > result.length)) result = { word: i, length };
    }
    cache2.set(token, result);
    return result;
  };
}

// ../../work/main/packages/search-engine/src/core/search.ts
function effectiveParams(settings, params) {
  const out = { ...settings };
  for (const [key, value] of Object.entries(params)) if (value !== void 0) out[key] = value;
  return out;
}
function facetNames(params) {
  const requested = typeof params.facets === "string" ? [params.facets] : params.facets ?? [];
  if (requested.length === 0) return [];
  const declared = compileFacetingAttributes(params.attributesForFaceting).filter((f) => !f.filterOnly).map((f) => f.name);
  if (requested.includes("*")) return declared;
  return [...new Set(requested)].filter((name) => declared.includes(name));
}
function rankHooks(target2, params, options) {
  const hooks = {};
  const filterScore = optionalFilterScorer(target2.snapshot, params);
  if (filterScore) hooks.filterScore = filterScore;
  const userToken = params.userToken ?? options.userToken;
  const impact = params.personalizationImpact ?? 100;
  if (params.enablePersonalization === true && userToken && options.personalizer && impact > 0) {
    const affinity = options.personalizer(userToken, target2.name);
    const { docs } = target2.snapshot;
    if (affinity) {
      hooks.personalization = (doc) => {
        const a = Math.min(1, Math.max(0, affinity(docs[doc]) || 0));
        return Math.round((1 - a) * impact / 10);
      };
    }
  }
  return hooks;
}
function applyDistinct(target2, params, ranked) {
  const limit = params.distinct === true ? 1 : typeof params.distinct === "number" ? params.distinct : 0;
  const attribute = params.attributeForDistinct;
  if (limit <= 0 || !attribute) return ranked;
  const counts = /* @__PURE__ */ new Map();
  const kept = [];
  ranked.forEach((doc) => {
    const value = getPathValue(target2.snapshot.docs[doc], attribute);
    if (value === void 0) return kept.push(doc);
    const key = JSON.stringify(value);
    const seen = counts.get(key) ?? 0;
    if (seen < limit) kept.push(doc);
    counts.set(key, seen + 1);
  });
  return Uint32Array.from(kept);
}
function hitOptions(params, matches, target2) {
  const searchable = compileSearchableAttributes(params.searchableAttributes);
  const defaultHighlight = searchable.length > 0 ? searchable.map((a) => a.path.name) : ["*"];
  const options = {
    attributesToRetrieve: params.attributesToRetrieve,
    unretrievableAttributes: params.unretrievableAttributes,
    attributesToHighlight: params.attributesToHighlight ?? defaultHighlight,
    attributesToSnippet: params.attributesToSnippet ?? [],
    matcher: createWordMatcher(matches.words, matches.index),
    words: matches.words.map((w) => w.text),
    preTag: params.highlightPreTag ?? "<em>",
    postTag: params.highlightPostTag ?? "</em>",
    ellipsis: params.snippetEllipsisText ?? "\u2026"
  };
  if (params.getRankingInfo === true) {
    const { rank } = target2.snapshot.order([]);
    const size = target2.snapshot.size;
    options.rankingInfo = {
      states: matches.states,
      index: matches.index,
      userScore: (doc) => size - rank[doc]
    };
  }
  return options;
}
function runSearch(target2, params, options = {}) {
  const started = performance.now();
  validateSettings(params, "search parameters");
  const p = effectiveParams(target2.settings, params);
  const matches = findMatches(target2.snapshot, p);
  const hitsPerPage = p.hitsPerPage ?? 20;
  const page = Math.max(0, Math.floor(p.page ?? 0));
  const limit = options.browse ? Infinity : p.paginationLimitedTo ?? 1e3;
  const first = p.offset !== void 0 ? Math.max(0, p.offset) : page * hitsPerPage;
  const count = p.offset !== void 0 ? p.length ?? hitsPerPage : hitsPerPage;
  const end = Math.min(first + count, limit);
  const distinct = p.attributeForDistinct !== void 0 && p.distinct !== void 0 && p.distinct !== false && p.distinct !== 0;
  const facets = options.browse ? [] : facetNames(p);
  const facetResult = countFacets(target2.snapshot, facets, matches.docs, matches.n, {
    maxValues: Math.min(1e3, p.maxValuesPerFacet ?? 100),
    sortBy: p.sortFacetValuesBy === "alpha" ? "alpha" : "count"
  });
  const hooks = rankHooks(target2, p, options);
  let ranked = rankMatches(target2.snapshot, p, matches, hooks, distinct ? matches.n : end);
  let nbHits = matches.n;
  if (distinct) {
    ranked = applyDistinct(target2, p, ranked);
    nbHits = ranked.length;
  }
  const hitOpts = hitOptions(p, matches, target2);
  const hits = Array.from(
    ranked.subarray(first, end),
    (doc) => buildHit(target2.snapshot.docs[doc], doc, hitOpts)
  );
  const response = {
    hits,
    nbHits,
    page: hitsPerPage > 0 ? Math.floor(first / hitsPerPage) : 0,
    nbPages: hitsPerPage > 0 ? Math.ceil(Math.min(nbHits, limit) / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveFacetsCount: true,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { facetsCount: true, nbHits: true, typo: true },
    query: p.query ?? "",
    params: paramsString(params),
    index: target2.name,
    renderingContent: p.renderingContent ?? {},
    processingTimeMS: 0
  };
  if (p.offset !== void 0) {
    response.offset = first;
    response.length = count;
  }
  const requested = typeof p.facets === "string" ? p.facets !== "" : (p.facets ?? []).length > 0;
  if (requested && !options.browse) {
    response.facets = facetResult.facets;
    if (Object.keys(facetResult.stats).length > 0) response.facets_stats = facetResult.stats;
  }
  if (p.userData !== void 0 && Object.keys(p.userData ?? {}).length > 0)
    response.userData = p.userData;
  if (p.clickAnalytics === true) response.queryID = randomBytes(16).toString("hex");
  response.processingTimeMS = Math.round(performance.now() - started);
  return restrictFields(response, p.responseFields);
}
function restrictFields(response, fields) {
  if (!fields || fields.includes("*")) return response;
  const kept = {};
  for (const field of fields) {
    if (field in response) kept[field] = response[field];
  }
  return kept;
}

// ../../work/main/packages/search-engine/src/core/browse.ts
function encodeCursor(state) {
  return Buffer.from(JSON.stringify(state), "utf8").toString("base64url");
}
function decodeCursor(cursor) {
  try {
    const state = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (typeof state.offset !== "number" || typeof state.params !== "object") throw new Error();
    return state;
  } catch {
    throw new EngineError(400, "Invalid cursor");
  }
}
function browseIndex(target2, params) {
  const { cursor, ...rest } = params;
  const state = cursor ? decodeCursor(cursor) : { params: rest, offset: 0 };
  const hitsPerPage = Math.min(1e3, Math.max(1, state.params.hitsPerPage ?? 1e3));
  const response = runSearch(
    target2,
    { ...state.params, facets: [], offset: state.offset, length: hitsPerPage, hitsPerPage },
    { browse: true }
  );
  delete response.offset;
  delete response.length;
  response.params = cursor ? `cursor=${encodeURIComponent(cursor)}` : paramsString(rest);
  const next = state.offset + response.hits.length;
  if (next < response.nbHits && response.hits.length > 0) {
    response.cursor = encodeCursor({ params: state.params, offset: next });
  }
  return response;
}

// ../../work/main/packages/search-engine/src/core/facet-search.ts
function matchesQuery(valueWords, queryWords) {
  return queryWords.every((q) => valueWords.some((w) => w.startsWith(q)));
}
function searchFacetValues(target2, facetName, params) {
  const started = performance.now();
  validateSettings(params, "search parameters");
  const declared = compileFacetingAttributes(target2.settings.attributesForFaceting).find(
    (f) => f.name === facetName
  );
  if (!declared?.searchable) {
    throw new EngineError(
      400,
      `Cannot search in ${facetName}: declare it as searchable(${facetName}) in attributesForFaceting`
    );
  }
  const p = effectiveParams(target2.settings, params);
  const matches = findMatches(target2.snapshot, p);
  const column = target2.snapshot.column(facetName);
  const counted = valueCounts(column, matches.docs, matches.n);
  const queryWords = tokenize(params.facetQuery ?? "");
  const max = Math.min(100, Math.max(1, params.maxFacetHits ?? target2.settings.maxFacetHits ?? 10));
  const found = [];
  for (let i = 0; i < counted.size; i++) {
    const v = counted.touched[i];
    if (queryWords.length === 0 || matchesQuery(tokenize(column.values[v]), queryWords)) {
      found.push({ v, count: counted.counts[v] });
    }
  }
  releaseCounts(column, counted);
  found.sort((a, b) => b.count - a.count || column.alphaRank[a.v] - column.alphaRank[b.v]);
  const marking = {
    preTag: p.highlightPreTag ?? "<em>",
    postTag: p.highlightPostTag ?? "</em>",
    matcher: (token) => {
      const norm = normalizeText(token);
      const word = queryWords.findIndex((q) => norm.startsWith(q));
      return word < 0 ? void 0 : { word, length: queryWords[word].length };
    }
  };
  const facetHits = found.slice(0, max).map(({ v, count }) => {
    const value = column.values[v];
    return { value, highlighted: markText(value, tokenSpans(value), marking).value, count };
  });
  return {
    facetHits,
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started)
  };
}

// ../../work/main/packages/search-engine/src/core/snapshot.ts
var FILTER_CACHE_LIMIT = 128;
var Snapshot = class {
  docs;
  size;
  textIndexes = /* @__PURE__ */ new Map();
  columns = /* @__PURE__ */ new Map();
  ranks = /* @__PURE__ */ new Map();
  orders = /* @__PURE__ */ new Map();
  filters = /* @__PURE__ */ new Map();
  scratch = /* @__PURE__ */ new Map();
  constructor(docs) {
    this.docs = docs;
    this.size = docs.length;
  }
  /** Text index for a searchable-attributes configuration (built on first use). */
  textIndex(attributes) {
    const key = JSON.stringify(attributes.map((a) => [a.path.name, a.level, a.unordered]));
    let index = this.textIndexes.get(key);
    if (!index) {
      index = buildTextIndex(this.docs, attributes);
      this.textIndexes.set(key, index);
    }
    return index;
  }
  /** Facet column of an attribute (built on first use). */
  column(attribute) {
    let column = this.columns.get(attribute);
    if (!column) {
      column = buildFacetColumn(this.docs, attribute);
      this.columns.set(attribute, column);
    }
    return column;
  }
  /** Dense rank by one sort key. */
  rank(key) {
    const id = `${key.descending ? "desc" : "asc"}(${key.attribute})`;
    let rank = this.ranks.get(id);
    if (!rank) {
      rank = denseRank(this.docs, key);
      this.ranks.set(id, rank);
    }
    return rank;
  }
  /** Unique order of documents under a list of sort keys (ties by insertion order). */
  order(keys) {
    const id = JSON.stringify(keys);
    let order = this.orders.get(id);
    if (!order) {
      order = uniqueOrder(
        this.docs,
        keys.map((k) => this.rank(k))
      );
      this.orders.set(id, order);
    }
    return order;
  }
  /** Cached filter result (most recently used kept). */
  cachedFilter(key, compute2) {
    const hit = this.filters.get(key);
    if (hit) {
      this.filters.delete(key);
      this.filters.set(key, hit);
      return hit;
    }
    const value = compute2();
    if (this.filters.size >= FILTER_CACHE_LIMIT) {
      this.filters.delete(this.filters.keys().next().value);
    }
    this.filters.set(key, value);
    return value;
  }
  /** Reusable per-document scratch buffer (engine calls are synchronous, so one per name). */
  buffer(name, create2) {
    let buffer = this.scratch.get(name);
    if (!buffer) {
      buffer = create2(this.size);
      this.scratch.set(name, buffer);
    }
    return buffer;
  }
};

// ../../work/main/packages/search-engine/src/core/record-store.ts
var RecordStore = class _RecordStore {
  records = /* @__PURE__ */ new Map();
  current;
  updatedAt = (/* @__PURE__ */ new Date()).toISOString();
  get size() {
    return this.records.size;
  }
  get(objectID) {
    return this.records.get(objectID);
  }
  values() {
    return this.records.values();
  }
  /** Inserts or replaces records. */
  upsert(records2) {
    for (const record of records2) this.records.set(record.objectID, record);
    this.touch();
  }
  /** Removes records by objectID (unknown ids are ignored). */
  delete(objectIDs) {
    for (const id of objectIDs) this.records.delete(id);
    this.touch();
  }
  /** Replaces every record at once (bulk import). */
  replaceAll(records2) {
    this.records.clear();
    this.upsert(records2);
  }
  clear() {
    this.records.clear();
    this.touch();
  }
  /** Copy with the same records (used when a replica is detached from its primary). */
  clone() {
    const copy = new _RecordStore();
    copy.upsert(this.records.values());
    return copy;
  }
  /** Snapshot of the current version (cached until the next write). */
  snapshot() {
    if (!this.current) this.current = new Snapshot([...this.records.values()]);
    return this.current;
  }
  touch() {
    this.current = void 0;
    this.updatedAt = (/* @__PURE__ */ new Date()).toISOString();
  }
};

// ../../work/main/packages/search-engine/src/core/index-registry.ts
function replicaName(entry) {
  return parseModifier(entry).name;
}
function withoutReplicas(settings) {
  const copy = { ...settings };
  delete copy.replicas;
  delete copy.primary;
  return copy;
}
var IndexRegistry = class {
  entries = /* @__PURE__ */ new Map();
  has(name) {
    return this.entries.has(name);
  }
  get(name) {
    return this.entries.get(name);
  }
  /** The entry or a 404 EngineError. */
  require(name) {
    const entry = this.entries.get(name);
    if (!entry) throw indexNotFound(name);
    return entry;
  }
  /** The entry, created empty if missing. */
  ensure(name) {
    let entry = this.entries.get(name);
    if (!entry) {
      if (name.trim() === "") throw new EngineError(400, "Index name must not be empty");
      const now = (/* @__PURE__ */ new Date()).toISOString();
      entry = {
        name,
        settings: {},
        store: new RecordStore(),
        createdAt: now,
        settingsUpdatedAt: now
      };
      this.entries.set(name, entry);
    }
    return entry;
  }
  /** The entry to write records to: created if missing, refused for replicas. */
  writable(name) {
    const entry = this.ensure(name);
    if (entry.primary !== void 0) {
      throw new EngineError(
        400,
        `Index ${name} is a replica of ${entry.primary}: write to the primary index`
      );
    }
    return entry;
  }
  replicasOf(entry) {
    return (entry.settings.replicas ?? []).map((r) => this.entries.get(replicaName(r))).filter((r) => r !== void 0 && r.primary === entry.name);
  }
  /** Applies a settings patch, links / unlinks replicas and optionally forwards the patch. */
  applySettings(entry, patch, forward) {
    if (patch.replicas && patch.replicas.length > 0 && entry.primary !== void 0) {
      throw new EngineError(400, `Index ${entry.name} is a replica and cannot have replicas`);
    }
    const before = this.replicasOf(entry);
    entry.settings = mergeSettings(entry.settings, patch);
    entry.settingsUpdatedAt = (/* @__PURE__ */ new Date()).toISOString();
    if ("replicas" in patch) this.syncReplicas(entry, before);
    if (forward) {
      for (const replica of this.replicasOf(entry)) {
        replica.settings = mergeSettings(replica.settings, withoutReplicas(patch));
        replica.settingsUpdatedAt = entry.settingsUpdatedAt;
      }
    }
  }
  syncReplicas(entry, before) {
    const wanted = new Set((entry.settings.replicas ?? []).map(replicaName));
    if (wanted.has(entry.name)) throw new EngineError(400, "An index cannot be its own replica");
    for (const old of before) if (!wanted.has(old.name)) this.detach(old);
    for (const name of wanted) {
      const existing = this.entries.get(name);
      if (existing?.primary !== void 0 && existing.primary !== entry.name) {
        throw new EngineError(400, `Index ${name} is already a replica of ${existing.primary}`);
      }
      if (existing && (existing.settings.replicas ?? []).length > 0) {
        throw new EngineError(400, `Index ${name} has replicas and cannot become a replica`);
      }
      const replica = existing ?? this.ensure(name);
      if (!existing) replica.settings = withoutReplicas(entry.settings);
      replica.primary = entry.name;
      replica.store = entry.store;
    }
  }
  /** Makes a replica standalone with its own copy of the records. */
  detach(replica) {
    replica.primary = void 0;
    replica.store = replica.store.clone();
  }
  /** Removes an index; its replicas become standalone, a replica is unlinked from its primary. */
  delete(name) {
    const entry = this.entries.get(name);
    if (!entry) return;
    for (const replica of this.replicasOf(entry)) this.detach(replica);
    if (entry.primary !== void 0) {
      const primary = this.entries.get(entry.primary);
      if (primary) {
        primary.settings = {
          ...primary.settings,
          replicas: (primary.settings.replicas ?? []).filter((r) => replicaName(r) !== name)
        };
      }
    }
    this.entries.delete(name);
  }
  summaries() {
    return [...this.entries.values()].map((entry) => {
      const summary = {
        name: entry.name,
        entries: entry.store.size,
        createdAt: entry.createdAt,
        updatedAt: entry.store.updatedAt > entry.settingsUpdatedAt ? entry.store.updatedAt : entry.settingsUpdatedAt
      };
      if (entry.primary !== void 0) summary.primary = entry.primary;
      const replicas = this.replicasOf(entry).map((r) => r.name);
      if (replicas.length > 0) summary.replicas = replicas;
      return summary;
    });
  }
};

// ../../work/main/packages/search-engine/src/core/partial-update.ts
function isOperation(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value) && typeof value._operation === "string";
}
function toArray(value) {
  return Array.isArray(value) ? [...value] : value === void 0 ? [] : [value];
}
function numberOf(value, op) {
  if (typeof value !== "number") throw new EngineError(400, `${op} needs a numeric value`);
  return value;
}
var SKIP = /* @__PURE__ */ Symbol("skip");
function apply(current, op, exists) {
  const same = (a) => JSON.stringify(a) === JSON.stringify(op.value);
  switch (op._operation) {
    case "Increment":
      return (typeof current === "number" ? current : 0) + numberOf(op.value, "Increment");
    case "Decrement":
      return (typeof current === "number" ? current : 0) - numberOf(op.value, "Decrement");
    case "Add":
      return [...toArray(current), op.value];
    case "AddUnique":
      return toArray(current).some(same) ? toArray(current) : [...toArray(current), op.value];
    case "Remove":
      return toArray(current).filter((item) => !same(item));
    case "IncrementFrom": {
      const from = numberOf(op.value, "IncrementFrom");
      if (!exists) return from === 0 ? 1 : SKIP;
      return current === from ? from + 1 : SKIP;
    }
    case "IncrementSet": {
      const to = numberOf(op.value, "IncrementSet");
      return typeof current !== "number" || to > current ? to : SKIP;
    }
    default:
      throw new EngineError(400, `Unknown _operation ${op._operation}`);
  }
}
function applyPartialUpdate(existing, update) {
  const next = existing ? { ...existing } : { objectID: String(update.objectID) };
  for (const [key, value] of Object.entries(update)) {
    if (key === "objectID") continue;
    if (isOperation(value)) {
      const result = apply(next[key], value, existing !== void 0);
      if (result === SKIP) return void 0;
      next[key] = result;
    } else {
      next[key] = value;
    }
  }
  return next;
}

// ../../work/main/packages/search-engine/src/core/engine.ts
function checkRecords(records2) {
  return records2.map((record, i) => {
    if (record === null || typeof record !== "object" || Array.isArray(record)) {
      throw new EngineError(400, `Record at position ${i} is not an object`);
    }
    const id = record.objectID;
    if (typeof id !== "string" && typeof id !== "number" || String(id) === "") {
      throw new EngineError(400, `Record at position ${i} has no objectID`);
    }
    return typeof id === "string" ? record : { ...record, objectID: String(id) };
  });
}
function target(entry) {
  return { name: entry.name, settings: entry.settings, snapshot: entry.store.snapshot() };
}
function createEngine() {
  const registry = new IndexRegistry();
  let personalizer;
  const engine = {
    listIndices: () => registry.summaries(),
    hasIndex: (name) => registry.has(name),
    getSettings(name) {
      const entry = registry.require(name);
      const settings = effectiveSettings(entry.settings);
      if (entry.primary !== void 0) settings.primary = entry.primary;
      return settings;
    },
    setSettings(name, settings, opts) {
      if (settings === null || typeof settings !== "object" || Array.isArray(settings)) {
        throw new EngineError(400, "Settings must be an object");
      }
      validateSettings(settings);
      registry.applySettings(registry.ensure(name), settings, opts?.forwardToReplicas === true);
    },
    saveObjects(name, records2) {
      const checked = checkRecords(records2);
      registry.writable(name).store.upsert(checked);
    },
    partialUpdateObjects(name, updates, createIfNotExists) {
      const entry = createIfNotExists ? registry.writable(name) : registry.get(name);
      if (!entry) return;
      if (entry.primary !== void 0) registry.writable(name);
      const changed = [];
      updates.forEach((update, i) => {
        const id = update?.objectID;
        if (typeof id !== "string" && typeof id !== "number") {
          throw new EngineError(400, `Update at position ${i} has no objectID`);
        }
        const existing = entry.store.get(String(id));
        if (!existing && !createIfNotExists) return;
        const next = applyPartialUpdate(existing, update);
        if (next) changed.push(next);
      });
      if (changed.length > 0) entry.store.upsert(changed);
    },
    deleteObjects(name, objectIDs) {
      const entry = registry.get(name);
      if (!entry) return;
      registry.writable(name).store.delete(objectIDs.map(String));
    },
    clearObjects(name) {
      const entry = registry.get(name);
      if (!entry) return;
      registry.writable(name).store.clear();
    },
    deleteIndex: (name) => registry.delete(name),
    getObject(name, objectID, attributesToRetrieve) {
      const record = registry.require(name).store.get(objectID);
      return record && retrieveAttributes(record, attributesToRetrieve, void 0);
    },
    allObjects: (name) => registry.require(name).store.values(),
    search(name, params, ctx) {
      const options = ctx?.userToken ? { personalizer, userToken: ctx.userToken } : { personalizer };
      return runSearch(target(registry.require(name)), params ?? {}, options);
    },
    searchForFacetValues: (name, facet, params) => searchFacetValues(target(registry.require(name)), facet, params ?? {}),
    browse: (name, params) => browseIndex(target(registry.require(name)), params ?? {}),
    compileFilters(name, params) {
      registry.require(name);
      return filterPredicate(params);
    },
    setPersonalizer(p) {
      personalizer = p;
    },
    exportIndex(name) {
      const entry = registry.require(name);
      const settings = { ...entry.settings };
      if (entry.primary !== void 0) settings.primary = entry.primary;
      return { settings, records: [...entry.store.values()] };
    },
    importIndex(name, dump) {
      const { primary, ...settings } = dump.settings ?? {};
      validateSettings(settings);
      const records2 = checkRecords(dump.records ?? []);
      const entry = registry.ensure(name);
      const primaryEntry = primary === void 0 ? void 0 : registry.get(primary);
      entry.settings = settings;
      if (primaryEntry && listsReplica(primaryEntry, name)) {
        entry.primary = primaryEntry.name;
        entry.store = primaryEntry.store;
      } else {
        if (entry.primary !== void 0) registry.detach(entry);
        entry.store.replaceAll(records2);
      }
      if (settings.replicas) registry.applySettings(entry, { replicas: settings.replicas }, false);
    }
  };
  return engine;
}
function listsReplica(primary, name) {
  return (primary.settings.replicas ?? []).some((r) => replicaName(r) === name);
}

// ../../work/main/packages/search-engine/bench/search-workload.ts
var FIVE_FACETS = [
  "brand",
  "hierarchicalCategories.lvl0",
  "hierarchicalCategories.lvl1",
  "colors",
  "price"
];
function algoliaFilter(filter) {
  if (filter.kind === "price") return `price < ${filter.max}`;
  if (filter.kind === "onSale") return "onSale:true";
  return `rating >= ${filter.min}`;
}

// ../../work/main/packages/search-engine/bench/competitors.ts
function ourEngine() {
  const engine = createEngine();
  return {
    name: "vitrine",
    engine,
    build(records2) {
      engine.setSettings("products", catalogSettings());
      engine.saveObjects("products", records2);
      engine.search("products", { query: "a", facets: ["*"] });
      engine.search("products_price_asc", { query: "" });
    },
    search: (q) => engine.search("products", {
      query: q.query,
      facets: FIVE_FACETS,
      filters: algoliaFilter(q.filter),
      hitsPerPage: 20
    }),
    searchAll: (query) => engine.search("products", { query, facets: FIVE_FACETS, hitsPerPage: 20 })
  };
}
var PRICE_RANGES = [0, 50, 100, 200, 500, 1e3].map((from, i, all) => ({
  from,
  to: all[i + 1] ?? 1e5
}));

// br.ts
var { records } = generateCatalog({ count: 1e5 });
var ours = ourEngine();
ours.build(records);
var categories = [...new Set(records.map((r) => r.hierarchicalCategories.lvl1))];
var run = (c) => ours.engine.search("products", { query: "", facets: FIVE_FACETS, facetFilters: [[`hierarchicalCategories.lvl1:${c}`]], hitsPerPage: 20 });
for (let i = 0; i < 50; i++) run(categories[i % categories.length]);
var times = [];
for (let i = 0; i < 1e3; i++) {
  const s = performance.now();
  run(categories[i % categories.length]);
  times.push(performance.now() - s);
}
times.sort((a, b) => a - b);
console.log("p50", times[500].toFixed(2), "p99", times[990].toFixed(2));
