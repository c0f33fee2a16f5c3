// The generated catalogue's items: names, brands, prices and ratings, stable between runs.

const ADJECTIVES = [
  'Everyday',
  'Classic',
  'Compact',
  'Heritage',
  'Studio',
  'Trail',
  'Coastal',
  'Urban',
  'Nordic',
  'Weekend',
  'Field',
  'Harbour',
  'Summit',
];
const MATERIALS = [
  'Linen',
  'Canvas',
  'Oak',
  'Wool',
  'Ceramic',
  'Steel',
  'Leather',
  'Cotton',
  'Walnut',
  'Bamboo',
  'Cork',
];
const NOUNS = [
  'Tote',
  'Lamp',
  'Mug',
  'Backpack',
  'Throw',
  'Bottle',
  'Notebook',
  'Speaker',
  'Tray',
  'Planter',
  'Blanket',
  'Clock',
  'Stool',
  'Jacket',
  'Kettle',
  'Vase',
  'Rug',
];
const BRANDS = ['Halden', 'Kestrel', 'Mirelle', 'Otto Field', 'Brightwater', 'Lindqvist'];
const QUALITIES = [
  'built to last for years of daily use',
  'finished by hand in a small workshop',
  'made from responsibly sourced materials',
  'designed to be repaired rather than replaced',
  'tested by our team for a full season',
  'light enough to take anywhere',
];
const USES = [
  'the kitchen',
  'a home office',
  'weekend trips',
  'the living room',
  'long commutes',
  'the garden',
  'a first flat',
];

export interface ListingItem {
  n: number;
  name: string;
  brand: string;
  priceCents: number;
  rating: number;
  reviews: number;
  inStock: boolean;
  description: string;
}

/** A small deterministic hash so every item's numbers are stable between runs. */
function hash(n: number, salt: number): number {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) ^ salt;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

function pick<T>(list: readonly T[], n: number, salt: number): T {
  const value = list[hash(n, salt) % list.length];
  if (value === undefined) throw new Error('pick() needs a non-empty list');
  return value;
}

export function makeItem(n: number): ListingItem {
  const noun = pick(NOUNS, n, 3);
  return {
    n,
    name: `${pick(ADJECTIVES, n, 1)} ${pick(MATERIALS, n, 2)} ${noun}`,
    brand: pick(BRANDS, n, 4),
    priceCents: (5 + (hash(n, 5) % 295)) * 100 - 1,
    rating: 3 + (hash(n, 6) % 21) / 10,
    reviews: hash(n, 7) % 900,
    // Roughly one item in eight is sold out and therefore has no add-to-cart button.
    inStock: n % 8 !== 0,
    description: `A ${noun.toLowerCase()} for ${pick(USES, n, 8)}, ${pick(QUALITIES, n, 9)}.`,
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
