// A server-rendered catalogue page of any size, for measuring snapshots on long listings.
// Real listing pages carry far more unhinted text than hints (descriptions, ratings, small
// links, a big footer), so each generated card does too.

import { escapeHtml, formatPrice, makeItem } from './listing-items.js';
import type { ListingItem } from './listing-items.js';

export const MIN_LISTING_ITEMS = 1;
export const MAX_LISTING_ITEMS = 20000;

function stars(rating: number): string {
  const full = Math.round(rating);
  return '★'.repeat(full) + '☆'.repeat(5 - full);
}

function renderCard(item: ListingItem): string {
  const id = `listing.grid.item.${item.n}`;
  const name = escapeHtml(item.name);
  const buy = item.inStock
    ? `<button type="button" class="add" aria-describedby="item-${item.n}-name" data-semtag-id="${id}.add" data-semtag-role="action" data-semtag-action="add-to-cart">Add to cart</button>`
    : '<span class="sold-out">Out of stock</span>';
  return `<li class="card" data-name="${name.toLowerCase()}" data-price="${item.priceCents}" data-rating="${item.rating.toFixed(1)}" data-n="${item.n}">
<a class="card-link" id="item-${item.n}-name" href="/products/${item.n}" data-semtag-id="${id}" data-semtag-role="navigation" data-semtag-target="product.detail">${name}</a>
<p class="brand">by <a href="/help/about">${escapeHtml(item.brand)}</a></p>
<p class="rating"><span aria-hidden="true">${stars(item.rating)}</span> ${item.rating.toFixed(1)} out of 5 (${item.reviews} reviews)</p>
<p class="desc">${escapeHtml(item.description)}</p>
<div class="foot"><span class="price" data-semtag-id="${id}.price" data-semtag-role="observable" data-semtag-state="product.price">${formatPrice(item.priceCents)}</span>${buy}</div>
<p class="links"><a href="/help/shipping">Delivery options</a> · <a href="/help/returns">Returns</a> · <a href="/products/${item.n}#reviews">Read reviews</a></p>
</li>`;
}

// Search and sort work in the page itself, as on a real catalogue page.
const LISTING_SCRIPT = `
const grid = document.querySelector('[data-semtag-id="listing.grid"]');
const cards = [...grid.children];
const count = document.querySelector('[data-semtag-id="listing.count"]');
const search = document.getElementById('listing-search');
const sort = document.getElementById('listing-sort');
function apply() {
  const query = search.value.trim().toLowerCase();
  let shown = 0;
  for (const card of cards) {
    const match = query === '' || card.dataset.name.includes(query);
    card.hidden = !match;
    if (match) shown += 1;
  }
  const orders = {
    'price-asc': (a, b) => a.dataset.price - b.dataset.price,
    'price-desc': (a, b) => b.dataset.price - a.dataset.price,
    rating: (a, b) => b.dataset.rating - a.dataset.rating,
    featured: (a, b) => a.dataset.n - b.dataset.n,
  };
  grid.append(...[...cards].sort(orders[sort.value]));
  count.textContent = 'Showing ' + shown + ' of ' + cards.length + ' products';
}
search.addEventListener('input', apply);
sort.addEventListener('change', apply);
let inCart = 0;
grid.addEventListener('click', (event) => {
  if (!event.target.closest('button.add')) return;
  inCart += 1;
  document.querySelector('[data-semtag-id="listing.cart.count"]').textContent = String(inCart);
});
`;

const LISTING_STYLE = `
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1c2228; background: #f8f7f4; }
header, footer { background: #fff; border-bottom: 1px solid #e2e5e8; }
.wrap { max-width: 1160px; margin: 0 auto; padding: 0 20px; }
header .wrap { display: flex; gap: 1.5rem; align-items: center; height: 60px; }
header a { color: #1c2228; text-decoration: none; font-weight: 500; }
header .logo { font-weight: 800; margin-right: auto; }
.toolbar { display: flex; gap: 1rem; align-items: end; margin: 1.5rem 0 1rem; flex-wrap: wrap; }
.toolbar label { display: block; font-size: 0.85rem; font-weight: 600; }
.toolbar input, .toolbar select { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid #c9cfd4; border-radius: 8px; }
.grid { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 1rem; }
.card { background: #fff; border: 1px solid #e2e5e8; border-radius: 10px; padding: 0.9rem; }
.card-link { font-weight: 650; color: #1c2228; }
.card p { margin: 0.3rem 0; font-size: 0.9rem; }
.rating span { color: #d18b16; }
.desc, .brand, .links { color: #5d6872; }
.links a, .brand a { color: #5d6872; }
.foot { display: flex; justify-content: space-between; align-items: center; margin: 0.5rem 0; }
.price { font-weight: 700; }
.add { font: inherit; font-size: 0.85rem; font-weight: 600; background: #1f5f5b; color: #fff; border: 0; border-radius: 6px; padding: 0.3rem 0.7rem; cursor: pointer; }
.sold-out { color: #a3261b; font-size: 0.85rem; font-weight: 600; }
footer { border-top: 1px solid #e2e5e8; margin-top: 2rem; padding: 1.5rem 0; font-size: 0.9rem; color: #5d6872; }
footer ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; }
footer a { color: #5d6872; }
`;

const FOOTER_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['/help/about', 'About us'],
  ['/help/shipping', 'Shipping'],
  ['/help/returns', 'Returns'],
  ['/help/contact', 'Contact us'],
  ['/help/privacy', 'Privacy'],
  ['/help/terms', 'Terms of sale'],
  ['/products', 'Shop the collection'],
  ['/account', 'Your account'],
];

/** True when `items` is an integer the listing page accepts. */
export function isValidListingSize(items: number): boolean {
  return Number.isInteger(items) && items >= MIN_LISTING_ITEMS && items <= MAX_LISTING_ITEMS;
}

/** The whole HTML document for /listing?items=N. Throws a RangeError for an unsupported N. */
export function renderListingPage(items: number): string {
  if (!isValidListingSize(items)) {
    throw new RangeError(`items must be an integer from ${MIN_LISTING_ITEMS} to ${MAX_LISTING_ITEMS}, got ${items}`);
  }
  const cards: string[] = [];
  for (let n = 1; n <= items; n += 1) cards.push(renderCard(makeItem(n)));
  const self = `/listing?items=${items}`;
  const footer = FOOTER_LINKS.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Catalogue (${items} products) · Kestrel &amp; Co.</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${LISTING_STYLE}</style>
</head>
<body>
<header><div class="wrap">
<a class="logo" href="/" data-semtag-id="listing.nav.home" data-semtag-role="navigation" data-semtag-target="home.page">Kestrel &amp; Co.</a>
<a href="/products" data-semtag-id="listing.nav.shop" data-semtag-role="navigation" data-semtag-target="products.page">Shop</a>
<a href="${self}" aria-current="page" data-semtag-id="listing.nav.catalogue" data-semtag-role="navigation" data-semtag-target="listing.page">Full catalogue</a>
<span>Cart: <span data-semtag-id="listing.cart.count" data-semtag-role="observable" data-semtag-state="cart.count">0</span></span>
</div></header>
<main class="wrap" data-semtag-id="listing.page" data-semtag-role="region" aria-labelledby="listing-heading">
<h1 id="listing-heading">Full catalogue</h1>
<p>Every product we stock, from everyday essentials to limited runs. Prices include sales tax; orders over $100 ship free.</p>
<div class="toolbar" role="search" aria-label="Search the catalogue" data-semtag-id="listing.filters" data-semtag-role="region">
<div><label for="listing-search">Search</label><input id="listing-search" type="search" placeholder="Search the catalogue…" data-semtag-id="listing.search" data-semtag-role="input"></div>
<div><label for="listing-sort">Sort by</label><select id="listing-sort" data-semtag-id="listing.sort" data-semtag-role="select">
<option value="featured">Featured</option><option value="price-asc">Price: low to high</option><option value="price-desc">Price: high to low</option><option value="rating">Top rated</option>
</select></div>
<p data-semtag-id="listing.count" data-semtag-role="observable" data-semtag-state="products.count" aria-live="polite">Showing ${items} of ${items} products</p>
</div>
<ul class="grid" aria-label="Products" data-semtag-id="listing.grid" data-semtag-role="collection">
${cards.join('\n')}
</ul>
</main>
<footer><div class="wrap">
<ul>${footer}</ul>
<p>© Kestrel &amp; Co. This catalogue is generated for testing; no orders are fulfilled.</p>
</div></footer>
<script type="module">${LISTING_SCRIPT}</script>
</body>
</html>
`;
}
