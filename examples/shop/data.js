// Catalogue and static content for the Kestrel & Co. example shop.
// Prices are integer cents so that totals never pick up floating-point noise.

export const CURRENCY = 'USD';

/** Orders at or above this (after discounts) ship free. */
export const FREE_SHIPPING_CENTS = 10000;
export const SHIPPING_CENTS = 795;
export const MAX_QTY = 10;

/** The one promo code the shop runs; 10% off the subtotal. */
export const PROMO = { code: 'WELCOME10', percent: 10 };

export const CATEGORIES = [
  { key: 'all', label: 'All' },
  { key: 'audio', label: 'Audio' },
  { key: 'home', label: 'Home' },
  { key: 'outdoor', label: 'Outdoor' },
  { key: 'desk', label: 'Desk' },
];

export const BRANDS = [
  { key: 'all', label: 'All brands' },
  { key: 'halden', label: 'Halden' },
  { key: 'kestrel', label: 'Kestrel' },
  { key: 'mirelle', label: 'Mirelle' },
  { key: 'ottofield', label: 'Otto Field' },
];

export const SORTS = [
  { key: 'featured', label: 'Featured' },
  { key: 'price-asc', label: 'Price: low to high' },
  { key: 'price-desc', label: 'Price: high to low' },
  { key: 'rating', label: 'Top rated' },
];

// `shape` picks the line drawing in app.js; `hue` tints it.
export const PRODUCTS = [
  {
    key: 'aurora',
    name: 'Aurora Wireless Headphones',
    brand: 'halden',
    category: 'audio',
    price: 18900,
    rating: 4.6,
    reviews: 412,
    stock: 14,
    badge: 'Bestseller',
    shape: 'headphones',
    hue: 250,
    blurb: 'Over-ear, 40-hour battery, adaptive noise cancelling.',
    description:
      'Soft protein-leather cushions and a lightweight aluminium band make Aurora easy to wear all day. Adaptive noise cancelling tunes itself to the room, and a ten-minute charge gives you five hours of listening.',
    features: [
      '40 hours of battery life',
      'USB-C fast charging',
      'Multipoint Bluetooth 5.3',
      'Folds flat into the included case',
    ],
  },
  {
    key: 'basalt',
    name: 'Basalt Bluetooth Speaker',
    brand: 'kestrel',
    category: 'audio',
    price: 12900,
    rating: 4.4,
    reviews: 238,
    stock: 0,
    shape: 'speaker',
    hue: 20,
    blurb: 'Room-filling sound in a splash-proof stone-grey shell.',
    description:
      'Basalt pairs a 3-inch woofer with a silk-dome tweeter for a warm, even sound that fills a living room without distorting. The rubberised base keeps it steady on a kitchen counter or a garden table.',
    features: [
      'IPX5 splash resistant',
      '18 hours of playback',
      'Stereo pairing with a second Basalt',
      'Built-in speakerphone',
    ],
  },
  {
    key: 'cirrus',
    name: 'Cirrus Desk Lamp',
    brand: 'mirelle',
    category: 'desk',
    price: 7400,
    rating: 4.7,
    reviews: 156,
    stock: 22,
    shape: 'lamp',
    hue: 45,
    blurb: 'Dimmable warm-to-cool LED with a weighted oak base.',
    description:
      'Cirrus throws a wide, flicker-free pool of light across your desk. Slide a finger along the stem to dim it, or tap twice to move between warm evening light and crisp daylight.',
    features: [
      '2700K to 5000K colour temperature',
      'Touch dimmer with memory',
      'Solid oak base',
      'USB-C charging port in the base',
    ],
  },
  {
    key: 'dune',
    name: 'Dune Canvas Backpack',
    brand: 'ottofield',
    category: 'outdoor',
    price: 9600,
    rating: 4.5,
    reviews: 301,
    stock: 9,
    shape: 'backpack',
    hue: 35,
    blurb: 'Waxed canvas, padded laptop sleeve, 24 litres.',
    description:
      'Cut from waxed cotton canvas that softens and darkens with use, Dune carries a 16-inch laptop, a change of clothes and lunch without looking bulky. Leather pulls and brass hardware are built to be repaired, not replaced.',
    features: [
      '24 litre capacity',
      'Padded 16-inch laptop sleeve',
      'Water-resistant waxed canvas',
      'Lifetime repair programme',
    ],
  },
  {
    key: 'ember',
    name: 'Ember Ceramic Mug Set',
    brand: 'mirelle',
    category: 'home',
    price: 3800,
    rating: 4.8,
    reviews: 94,
    stock: 40,
    badge: 'New',
    shape: 'mug',
    hue: 12,
    blurb: 'Set of four hand-glazed stoneware mugs, 350 ml.',
    description:
      'Each Ember mug is thrown and glazed by hand in a small studio, so no two are quite alike. The wide handle fits three fingers and the thick walls keep coffee warm for longer.',
    features: [
      'Set of four, 350 ml each',
      'Dishwasher and microwave safe',
      'Lead-free reactive glaze',
      'Made in Portugal',
    ],
  },
  {
    key: 'fjord',
    name: 'Fjord Insulated Bottle',
    brand: 'ottofield',
    category: 'outdoor',
    price: 3200,
    rating: 4.3,
    reviews: 512,
    stock: 63,
    shape: 'bottle',
    hue: 195,
    blurb: 'Keeps drinks cold for 24 hours, hot for 12.',
    description:
      'Double-walled stainless steel keeps Fjord cold on the outside whatever is inside. The leak-proof cap has a carry loop that clips onto a pack strap.',
    features: ['750 ml capacity', 'Vacuum insulated steel', 'Leak-proof cap', 'Fits most car cup holders'],
  },
  {
    key: 'glacier',
    name: 'Glacier Down Jacket',
    brand: 'ottofield',
    category: 'outdoor',
    price: 24900,
    rating: 4.6,
    reviews: 187,
    stock: 0,
    shape: 'jacket',
    hue: 210,
    blurb: 'Responsibly sourced 700-fill down, packs into its pocket.',
    description:
      'Glacier is warm enough for a winter city commute and light enough to stuff into a daypack. The recycled ripstop shell shrugs off light snow and wind.',
    features: [
      '700-fill certified down',
      'Recycled ripstop shell',
      'Packs into its own chest pocket',
      'Two zipped hand pockets',
    ],
  },
  {
    key: 'harbor',
    name: 'Harbor Linen Throw',
    brand: 'kestrel',
    category: 'home',
    price: 6800,
    compareAt: 8500,
    rating: 4.5,
    reviews: 73,
    stock: 17,
    badge: 'Sale',
    shape: 'throw',
    hue: 160,
    blurb: 'Stonewashed European linen with a knotted fringe.',
    description:
      'Harbor is woven from flax grown in Normandy and stonewashed for a soft, lived-in feel from the first day. Throw it over a sofa, or take it to the beach.',
    features: ['130 x 170 cm', '100% European linen', 'Machine washable', 'OEKO-TEX certified'],
  },
  {
    key: 'iris',
    name: 'Iris True Wireless Earbuds',
    brand: 'halden',
    category: 'audio',
    price: 11900,
    rating: 4.2,
    reviews: 645,
    stock: 31,
    shape: 'earbuds',
    hue: 285,
    blurb: 'Pocket-sized case, 30 hours total with charging.',
    description:
      'Iris fits snugly with three sizes of silicone tips and stays put on a run. Transparency mode lets the world back in with a long press.',
    features: [
      '8 hours per charge, 30 with the case',
      'Wireless charging case',
      'IPX4 sweat resistant',
      'Transparency mode',
    ],
  },
  {
    key: 'juniper',
    name: 'Juniper Notebook Trio',
    brand: 'kestrel',
    category: 'desk',
    price: 2400,
    rating: 4.9,
    reviews: 208,
    stock: 85,
    shape: 'notebook',
    hue: 130,
    blurb: 'Three A5 notebooks, dot grid, lay-flat binding.',
    description:
      'Juniper notebooks use 100 gsm paper that takes fountain pen ink without bleeding through. The stitched binding opens completely flat, so you can write right into the gutter.',
    features: [
      'Three A5 notebooks, 96 pages each',
      '100 gsm dot-grid paper',
      'Lay-flat stitched binding',
      'Recycled card covers',
    ],
  },
  {
    key: 'lumen',
    name: 'Lumen Monitor Light Bar',
    brand: 'halden',
    category: 'desk',
    price: 8900,
    rating: 4.4,
    reviews: 119,
    stock: 12,
    badge: 'New',
    shape: 'lightbar',
    hue: 55,
    blurb: 'Lights your desk, not your screen. Clamps on in seconds.',
    description:
      'Lumen sits on top of your monitor and angles light down onto the desk, so there is no glare on the screen. A wireless dial on the desk adjusts brightness and warmth.',
    features: [
      'Asymmetric optics, no screen glare',
      'Wireless control dial',
      'Fits monitors 1 to 4 cm thick',
      'Powered over USB-C',
    ],
  },
  {
    key: 'meridian',
    name: 'Meridian Turntable',
    brand: 'halden',
    category: 'audio',
    price: 34900,
    rating: 4.7,
    reviews: 66,
    stock: 5,
    shape: 'turntable',
    hue: 25,
    blurb: 'Belt-drive, built-in preamp, walnut plinth.',
    description:
      'Meridian is a belt-driven turntable with a pre-mounted cartridge and a switchable phono preamp, so it plugs straight into powered speakers. The solid walnut plinth damps vibration.',
    features: [
      '33 and 45 RPM',
      'Switchable phono preamp',
      'Pre-mounted moving-magnet cartridge',
      'Solid walnut plinth',
    ],
  },
];

/** Keys of the products shown on the home page. */
export const FEATURED = ['aurora', 'ember', 'dune', 'cirrus'];

// Past orders shown on the account page; a real shop would fetch these.
export const PAST_ORDERS = [
  { number: 'KC-204118', date: '12 March', items: 2, total: 22700, status: 'Delivered' },
  { number: 'KC-198532', date: '3 January', items: 1, total: 3200, status: 'Delivered' },
];

// Footer and help pages. They are plain content, so none of them carry hints.
export const HELP_PAGES = {
  shipping: {
    title: 'Shipping',
    body: [
      'Orders placed before 2 pm ship the same working day from our warehouse.',
      'Standard delivery takes 2 to 4 working days and costs $7.95. Orders of $100 or more ship free.',
    ],
  },
  returns: {
    title: 'Returns',
    body: [
      'Changed your mind? Send anything back unused within 30 days for a full refund.',
      'Start a return from your account page and we will email you a prepaid label.',
    ],
  },
  contact: {
    title: 'Contact us',
    body: [
      'Our support team answers email seven days a week, usually within a few hours.',
      'Write to help@kestrel.example or call 0800 555 0142, 9 am to 6 pm on weekdays.',
    ],
  },
  about: {
    title: 'About Kestrel & Co.',
    body: [
      'We started Kestrel & Co. in a spare room in 2016 to sell a handful of things we use every day.',
      'We still stock only what we would buy ourselves, and we repair what we sell.',
    ],
  },
  privacy: {
    title: 'Privacy',
    body: ['We collect only what we need to deliver your order, and we never sell your data.'],
  },
  terms: {
    title: 'Terms of sale',
    body: [
      'Prices include sales tax where applicable. We may cancel an order if an item turns out to be out of stock, and will refund you in full.',
    ],
  },
};
