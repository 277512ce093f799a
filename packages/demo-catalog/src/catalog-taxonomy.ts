/** Kind of size chart a product category uses. */
export type SizeChart = 'shoes' | 'clothing' | 'kids' | 'none'

/** One leaf of the 3-level category tree with what products in it look like. */
export interface CategoryLeaf {
  lvl0: string
  lvl1: string
  lvl2: string
  productType: string
  /** Nouns used in product names ("Running Sneakers"). */
  nouns: string[]
  /** Materials or technical features that fit the category. */
  materials: string[]
  sizes: SizeChart
  /** Typical price range in the shop's currency. */
  price: [number, number]
}

type LeafSpec = [lvl2: string, type: string, nouns: string[], price: [number, number]]

interface BranchSpec {
  lvl0: string
  lvl1: string
  sizes: SizeChart
  materials: string[]
  leaves: LeafSpec[]
}

const FABRIC = ['cotton', 'linen', 'wool', 'cashmere', 'denim', 'fleece', 'silk', 'organic cotton']
const LEATHER = ['leather', 'suede', 'canvas', 'mesh', 'knit', 'recycled']
const HARD = ['steel', 'aluminium', 'oak', 'walnut', 'bamboo', 'ceramic', 'glass', 'stoneware']
const TECH = ['wireless', 'bluetooth', 'usb-c', 'noise-cancelling', 'waterproof', 'rechargeable']
const GEAR = ['nylon', 'ripstop', 'carbon', 'foam', 'rubber', 'insulated']

const BRANCHES: BranchSpec[] = [
  {
    lvl0: 'Women',
    lvl1: 'Shoes',
    sizes: 'shoes',
    materials: LEATHER,
    leaves: [
      [
        'Sneakers',
        'Sneakers',
        ['Sneakers', 'Running Shoes', 'Trainers', 'Court Sneakers'],
        [45, 180],
      ],
      ['Boots', 'Boots', ['Ankle Boots', 'Chelsea Boots', 'Knee Boots'], [80, 320]],
      ['Sandals', 'Sandals', ['Sandals', 'Slides', 'Espadrilles'], [25, 120]],
      ['Heels', 'Heels', ['Pumps', 'Block Heels', 'Slingbacks'], [60, 260]],
    ],
  },
  {
    lvl0: 'Women',
    lvl1: 'Clothing',
    sizes: 'clothing',
    materials: FABRIC,
    leaves: [
      ['Dresses', 'Dresses', ['Midi Dress', 'Wrap Dress', 'Maxi Dress', 'Shirt Dress'], [40, 220]],
      ['Tops', 'Tops', ['Blouse', 'Tank Top', 'Tee', 'Camisole'], [15, 90]],
      ['Jeans', 'Jeans', ['Skinny Jeans', 'Straight Jeans', 'Mom Jeans'], [40, 160]],
      ['Jackets', 'Jackets', ['Trench Coat', 'Puffer Jacket', 'Blazer', 'Denim Jacket'], [70, 350]],
      ['Sweaters', 'Sweaters', ['Cardigan', 'Crewneck Sweater', 'Turtleneck'], [35, 190]],
    ],
  },
  {
    lvl0: 'Women',
    lvl1: 'Accessories',
    sizes: 'none',
    materials: LEATHER,
    leaves: [
      ['Bags', 'Bags', ['Tote Bag', 'Crossbody Bag', 'Backpack', 'Clutch'], [30, 400]],
      ['Jewelry', 'Jewelry', ['Necklace', 'Earrings', 'Bracelet', 'Ring'], [15, 300]],
      ['Sunglasses', 'Sunglasses', ['Aviator Sunglasses', 'Cat-Eye Sunglasses'], [25, 210]],
    ],
  },
  {
    lvl0: 'Men',
    lvl1: 'Shoes',
    sizes: 'shoes',
    materials: LEATHER,
    leaves: [
      ['Sneakers', 'Sneakers', ['Sneakers', 'Running Shoes', 'Trainers', 'Skate Shoes'], [50, 190]],
      ['Boots', 'Boots', ['Work Boots', 'Chelsea Boots', 'Hiking Boots'], [90, 330]],
      ['Loafers', 'Loafers', ['Loafers', 'Boat Shoes', 'Derby Shoes'], [70, 260]],
    ],
  },
  {
    lvl0: 'Men',
    lvl1: 'Clothing',
    sizes: 'clothing',
    materials: FABRIC,
    leaves: [
      ['Shirts', 'Shirts', ['Oxford Shirt', 'Flannel Shirt', 'Linen Shirt'], [30, 140]],
      ['T-Shirts', 'T-Shirts', ['Tee', 'Graphic Tee', 'Pocket Tee', 'Polo'], [12, 60]],
      ['Jeans', 'Jeans', ['Slim Jeans', 'Relaxed Jeans', 'Selvedge Jeans'], [45, 180]],
      ['Jackets', 'Jackets', ['Bomber Jacket', 'Parka', 'Field Jacket', 'Rain Jacket'], [80, 380]],
      ['Hoodies', 'Hoodies', ['Hoodie', 'Zip Hoodie', 'Sweatshirt'], [35, 120]],
    ],
  },
  {
    lvl0: 'Men',
    lvl1: 'Accessories',
    sizes: 'none',
    materials: LEATHER,
    leaves: [
      ['Watches', 'Watches', ['Chronograph Watch', 'Dive Watch', 'Field Watch'], [60, 650]],
      ['Belts', 'Belts', ['Belt', 'Reversible Belt'], [20, 90]],
      ['Wallets', 'Wallets', ['Bifold Wallet', 'Card Holder'], [20, 120]],
    ],
  },
  {
    lvl0: 'Kids',
    lvl1: 'Clothing',
    sizes: 'kids',
    materials: FABRIC,
    leaves: [
      ['Pajamas', 'Pajamas', ['Pajama Set', 'Onesie'], [15, 45]],
      ['Outerwear', 'Outerwear', ['Rain Jacket', 'Snowsuit', 'Puffer Jacket'], [30, 120]],
      ['T-Shirts', 'T-Shirts', ['Tee', 'Graphic Tee', 'Long Sleeve Tee'], [8, 30]],
    ],
  },
  {
    lvl0: 'Kids',
    lvl1: 'Toys',
    sizes: 'none',
    materials: ['wooden', 'plastic', 'plush', 'magnetic'],
    leaves: [
      [
        'Building Sets',
        'Building Sets',
        ['Building Set', 'Construction Kit', 'Marble Run'],
        [15, 150],
      ],
      ['Puzzles', 'Puzzles', ['Jigsaw Puzzle', 'Floor Puzzle', '3D Puzzle'], [8, 45]],
      ['Board Games', 'Board Games', ['Board Game', 'Card Game', 'Strategy Game'], [12, 70]],
    ],
  },
  {
    lvl0: 'Home',
    lvl1: 'Kitchen',
    sizes: 'none',
    materials: HARD,
    leaves: [
      ['Cookware', 'Cookware', ['Frying Pan', 'Dutch Oven', 'Saucepan', 'Wok'], [25, 300]],
      ['Knives', 'Knives', ['Chef Knife', 'Knife Block', 'Paring Knife'], [20, 250]],
      [
        'Coffee Makers',
        'Coffee Makers',
        ['Espresso Machine', 'Pour-Over Set', 'French Press', 'Grinder'],
        [25, 700],
      ],
    ],
  },
  {
    lvl0: 'Home',
    lvl1: 'Furniture',
    sizes: 'none',
    materials: HARD,
    leaves: [
      ['Chairs', 'Chairs', ['Dining Chair', 'Lounge Chair', 'Office Chair', 'Stool'], [60, 600]],
      ['Tables', 'Tables', ['Coffee Table', 'Side Table', 'Dining Table', 'Desk'], [80, 900]],
      ['Lamps', 'Lamps', ['Floor Lamp', 'Table Lamp', 'Pendant Light'], [30, 280]],
    ],
  },
  {
    lvl0: 'Home',
    lvl1: 'Bedding',
    sizes: 'none',
    materials: FABRIC,
    leaves: [
      ['Sheets', 'Sheets', ['Sheet Set', 'Fitted Sheet', 'Pillowcases'], [25, 180]],
      ['Duvets', 'Duvets', ['Duvet', 'Duvet Cover', 'Quilt'], [40, 260]],
    ],
  },
  {
    lvl0: 'Electronics',
    lvl1: 'Audio',
    sizes: 'none',
    materials: TECH,
    leaves: [
      ['Headphones', 'Headphones', ['Over-Ear Headphones', 'Studio Headphones'], [30, 450]],
      ['Earbuds', 'Earbuds', ['True Wireless Earbuds', 'Sport Earbuds'], [20, 280]],
      ['Speakers', 'Speakers', ['Bluetooth Speaker', 'Smart Speaker', 'Soundbar'], [25, 600]],
    ],
  },
  {
    lvl0: 'Electronics',
    lvl1: 'Computers',
    sizes: 'none',
    materials: TECH,
    leaves: [
      ['Laptops', 'Laptops', ['Laptop', 'Ultrabook', 'Gaming Laptop'], [450, 2600]],
      ['Monitors', 'Monitors', ['4K Monitor', 'Curved Monitor', 'Portable Monitor'], [120, 1100]],
      ['Keyboards', 'Keyboards', ['Mechanical Keyboard', 'Compact Keyboard'], [30, 220]],
    ],
  },
  {
    lvl0: 'Electronics',
    lvl1: 'Phones',
    sizes: 'none',
    materials: TECH,
    leaves: [
      ['Smartphones', 'Smartphones', ['Smartphone', 'Phone'], [150, 1400]],
      ['Chargers', 'Chargers', ['Fast Charger', 'Wireless Charger', 'Power Bank'], [12, 90]],
    ],
  },
  {
    lvl0: 'Sports',
    lvl1: 'Fitness',
    sizes: 'none',
    materials: GEAR,
    leaves: [
      ['Yoga', 'Yoga Mats', ['Yoga Mat', 'Yoga Block', 'Yoga Strap'], [10, 120]],
      ['Weights', 'Weights', ['Dumbbell Set', 'Kettlebell', 'Weight Plate'], [20, 400]],
    ],
  },
  {
    lvl0: 'Sports',
    lvl1: 'Outdoor',
    sizes: 'none',
    materials: GEAR,
    leaves: [
      ['Tents', 'Tents', ['Dome Tent', 'Backpacking Tent', 'Family Tent'], [70, 700]],
      ['Backpacks', 'Backpacks', ['Hiking Backpack', 'Daypack', 'Travel Pack'], [35, 300]],
      ['Sleeping Bags', 'Sleeping Bags', ['Sleeping Bag', 'Sleeping Pad'], [30, 350]],
    ],
  },
  {
    lvl0: 'Sports',
    lvl1: 'Cycling',
    sizes: 'none',
    materials: GEAR,
    leaves: [
      ['Bikes', 'Bikes', ['Road Bike', 'Gravel Bike', 'City Bike', 'Mountain Bike'], [350, 3200]],
      ['Helmets', 'Helmets', ['Bike Helmet', 'Commuter Helmet'], [35, 220]],
    ],
  },
]

/** Every leaf category, flattened. */
export const CATEGORY_LEAVES: CategoryLeaf[] = BRANCHES.flatMap((branch) =>
  branch.leaves.map(([lvl2, productType, nouns, price]) => ({
    lvl0: branch.lvl0,
    lvl1: `${branch.lvl0} > ${branch.lvl1}`,
    lvl2: `${branch.lvl0} > ${branch.lvl1} > ${lvl2}`,
    productType,
    nouns,
    materials: branch.materials,
    sizes: branch.sizes,
    price,
  })),
)

/** Sizes offered per size chart. */
export const SIZE_CHARTS: Record<SizeChart, string[]> = {
  shoes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'],
  clothing: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  kids: ['2T', '3T', '4T', '5', '6', '8', '10', '12'],
  none: [],
}
