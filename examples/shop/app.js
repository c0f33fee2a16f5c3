// Kestrel & Co. storefront: a small single-page app with History API routing.
// Screens are cloned from <template>s in index.html (static markup) or built with h()
// (repeated markup such as product cards and cart lines). Every control an automated
// agent needs carries data-semtag-* hints; plain content does not.

import {
  BRANDS,
  CATEGORIES,
  CURRENCY,
  FEATURED,
  FREE_SHIPPING_CENTS,
  HELP_PAGES,
  MAX_QTY,
  PAST_ORDERS,
  PRODUCTS,
  PROMO,
  SHIPPING_CENTS,
  SORTS,
} from './data.js';

// ---------------------------------------------------------------- DOM helpers

const $ = (selector, root = document) => root.querySelector(selector);
const $$ = (selector, root = document) => [...root.querySelectorAll(selector)];

/** Create an element. `on*` attributes become listeners; false/null attributes are skipped. */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith('on')) el.addEventListener(name.slice(2), value);
    else if (name === 'class') el.className = value;
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  el.append(...children.flat().filter((child) => child !== null && child !== undefined && child !== false));
  return el;
}

/** The data-semtag-* attributes for one hinted element, e.g. hint('cart.total', 'observable', { state: 'cart.total' }). */
function hint(id, role, extra = {}) {
  const attrs = { 'data-semtag-id': id, 'data-semtag-role': role };
  for (const [key, value] of Object.entries(extra)) attrs[`data-semtag-${key}`] = value;
  return attrs;
}

function cloneTemplate(id) {
  return document.getElementById(id).content.firstElementChild.cloneNode(true);
}

const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });
const formatPrice = (cents) => moneyFormat.format(cents / 100);
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

const productsByKey = new Map(PRODUCTS.map((product) => [product.key, product]));
const brandLabel = (key) => BRANDS.find((brand) => brand.key === key)?.label ?? key;
const categoryLabel = (key) => CATEGORIES.find((category) => category.key === key)?.label ?? key;

// ---------------------------------------------------------------- product art

// Simple flat drawings instead of photos, so the shop makes no external requests.
const SHAPES = {
  headphones:
    '<path d="M62 98V82a38 38 0 0 1 76 0v16" fill="none" stroke="M" stroke-width="8" stroke-linecap="round"/><rect x="50" y="86" width="22" height="36" rx="9" fill="M"/><rect x="128" y="86" width="22" height="36" rx="9" fill="M"/><rect x="56" y="94" width="10" height="20" rx="4" fill="A"/><rect x="134" y="94" width="10" height="20" rx="4" fill="A"/>',
  speaker:
    '<rect x="68" y="28" width="64" height="98" rx="14" fill="M"/><circle cx="100" cy="94" r="20" fill="A"/><circle cx="100" cy="94" r="7" fill="M"/><circle cx="100" cy="52" r="9" fill="A"/>',
  lamp: '<path d="M72 38h48l14 32H58z" fill="M"/><rect x="93" y="70" width="6" height="44" fill="A"/><rect x="70" y="112" width="52" height="10" rx="5" fill="M"/><ellipse cx="96" cy="74" rx="26" ry="4" fill="A" opacity=".6"/>',
  mug: '<rect x="62" y="52" width="58" height="66" rx="9" fill="M"/><path d="M120 64h9a15 15 0 0 1 0 30h-9" fill="none" stroke="M" stroke-width="8"/><path d="M80 44q6-9 0-18M98 44q6-9 0-18" stroke="A" stroke-width="4" fill="none" stroke-linecap="round"/><rect x="62" y="70" width="58" height="8" fill="A"/>',
  backpack:
    '<path d="M84 42v-8a16 16 0 0 1 32 0v8" fill="none" stroke="M" stroke-width="7"/><rect x="66" y="40" width="68" height="88" rx="20" fill="M"/><rect x="80" y="82" width="40" height="32" rx="7" fill="A"/><rect x="96" y="88" width="8" height="6" rx="2" fill="M"/>',
  bottle:
    '<rect x="86" y="20" width="28" height="14" rx="4" fill="A"/><rect x="78" y="34" width="44" height="94" rx="15" fill="M"/><rect x="78" y="70" width="44" height="18" fill="A"/>',
  jacket:
    '<path d="M70 36l20-9q10 11 20 0l20 9 18 42-15 6-6-13v57H73V71l-6 13-15-6z" fill="M"/><path d="M100 38v88" stroke="A" stroke-width="3"/><path d="M73 92h54M73 108h54" stroke="A" stroke-width="2" opacity=".6"/>',
  throw:
    '<rect x="48" y="42" width="104" height="72" rx="6" fill="M"/><rect x="48" y="58" width="104" height="7" fill="A"/><rect x="48" y="92" width="104" height="7" fill="A"/><path d="M54 114v10M66 114v10M78 114v10M90 114v10M102 114v10M114 114v10M126 114v10M138 114v10M150 114v10" stroke="M" stroke-width="3" stroke-linecap="round"/>',
  earbuds:
    '<rect x="58" y="56" width="84" height="56" rx="28" fill="M"/><circle cx="84" cy="84" r="11" fill="A"/><circle cx="116" cy="84" r="11" fill="A"/><rect x="96" y="56" width="8" height="4" rx="2" fill="A"/>',
  notebook:
    '<rect x="56" y="40" width="60" height="82" rx="4" fill="A"/><rect x="70" y="34" width="62" height="82" rx="4" fill="M"/><rect x="120" y="34" width="6" height="82" fill="A"/><path d="M82 56h28M82 66h20" stroke="A" stroke-width="3" stroke-linecap="round"/>',
  lightbar:
    '<rect x="52" y="58" width="96" height="56" rx="5" fill="A"/><rect x="94" y="114" width="12" height="12" fill="A"/><rect x="78" y="124" width="44" height="6" rx="3" fill="A"/><rect x="56" y="44" width="88" height="11" rx="5" fill="M"/><path d="M70 60l-8 16M130 60l8 16" stroke="M" stroke-width="2" opacity=".5"/>',
  turntable:
    '<rect x="42" y="44" width="116" height="72" rx="9" fill="M"/><circle cx="90" cy="80" r="28" fill="A"/><circle cx="90" cy="80" r="6" fill="M"/><path d="M142 54l-14 36" stroke="A" stroke-width="4" stroke-linecap="round"/><circle cx="142" cy="54" r="5" fill="A"/>',
};

function productArt(product, className = 'art') {
  const main = `hsl(${product.hue} 32% 38%)`;
  const accent = `hsl(${product.hue} 45% 68%)`;
  const drawing = SHAPES[product.shape].replaceAll('"M"', `"${main}"`).replaceAll('"A"', `"${accent}"`);
  const wrapper = h('div', { class: className, style: `--art-bg: hsl(${product.hue} 40% 93%)` });
  // The drawing strings are static, trusted markup from this file.
  wrapper.innerHTML = `<svg viewBox="0 0 200 150" aria-hidden="true" focusable="false">${drawing}</svg>`;
  return wrapper;
}

function ratingLine(product) {
  const full = Math.round(product.rating);
  return h(
    'p',
    { class: 'rating' },
    h('span', { class: 'stars', 'aria-hidden': 'true' }, '★'.repeat(full) + '☆'.repeat(5 - full)),
    h('span', { class: 'visually-hidden' }, `Rated ${product.rating} out of 5. `),
    h('span', { class: 'muted' }, `${product.rating} (${plural(product.reviews, 'review')})`),
  );
}

// ---------------------------------------------------------------- cart store

// The cart lives in memory and is mirrored to sessionStorage so it survives reloads.
const CART_STORAGE_KEY = 'kestrel.cart.v1';
const cart = loadCart();
/** Set by the current screen to refresh itself when the cart changes; cleared on navigation. */
let onScreenCartChange = null;

function loadCart() {
  const empty = { lines: new Map(), promo: null };
  try {
    const saved = JSON.parse(sessionStorage.getItem(CART_STORAGE_KEY) ?? 'null');
    if (!saved || !Array.isArray(saved.lines)) return empty;
    // Drop anything that no longer matches the catalogue rather than trusting storage.
    const lines = saved.lines.filter(
      ([key, qty]) => productsByKey.has(key) && Number.isInteger(qty) && qty >= 1 && qty <= MAX_QTY,
    );
    return { lines: new Map(lines), promo: saved.promo === PROMO.code ? saved.promo : null };
  } catch {
    return empty;
  }
}

function cartChanged() {
  sessionStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ lines: [...cart.lines], promo: cart.promo }));
  updateCartBadge();
  renderDrawerLines();
  onScreenCartChange?.();
}

/** Adds up to `qty` units, capped at MAX_QTY per line; returns how many were actually added. */
function addToCart(key, qty) {
  const current = cart.lines.get(key) ?? 0;
  const next = Math.min(MAX_QTY, current + qty);
  if (next === current) return 0;
  cart.lines.set(key, next);
  cartChanged();
  return next - current;
}

function setQuantity(key, qty) {
  if (cart.lines.get(key) === qty) return;
  cart.lines.set(key, qty);
  cartChanged();
}

function removeFromCart(key) {
  cart.lines.delete(key);
  cartChanged();
}

function clearCart() {
  cart.lines.clear();
  cart.promo = null;
  cartChanged();
}

function cartLines() {
  return [...cart.lines].map(([key, qty]) => ({ product: productsByKey.get(key), qty }));
}

function cartCount() {
  let count = 0;
  for (const qty of cart.lines.values()) count += qty;
  return count;
}

function cartTotals() {
  const subtotal = cartLines().reduce((sum, line) => sum + line.product.price * line.qty, 0);
  const discount = cart.promo ? Math.round((subtotal * PROMO.percent) / 100) : 0;
  const shipping = subtotal === 0 || subtotal - discount >= FREE_SHIPPING_CENTS ? 0 : SHIPPING_CENTS;
  return { subtotal, discount, shipping, total: subtotal - discount + shipping };
}

/** Shared add-to-cart handler for every "Add to cart" button, with feedback in the toast. */
function addAndAnnounce(product, qty) {
  const added = addToCart(product.key, qty);
  if (added === 0) toast(`You already have the maximum of ${MAX_QTY} ${product.name} in your cart.`);
  else toast(`Added ${added} × ${product.name} to your cart.`);
}

// ---------------------------------------------------------------- header, toast, drawer

const cartButton = $('.cart-button');
const drawer = $('#cart-drawer');
const backdrop = $('.drawer-backdrop');
let focusBeforeDrawer = null;
let toastTimer = 0;

function updateCartBadge() {
  const count = cartCount();
  const badge = $('.cart-count');
  badge.textContent = String(count);
  badge.classList.toggle('is-empty', count === 0);
}

function toast(message) {
  const region = $('.toast');
  region.textContent = message;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    region.textContent = '';
  }, 5000);
}

function renderDrawerLines() {
  const lines = cartLines();
  $('.drawer-lines', drawer).replaceChildren(
    ...lines.map(({ product, qty }) =>
      h(
        'li',
        {},
        productArt(product, 'art art-thumb'),
        h('span', { class: 'drawer-line-name' }, product.name, h('span', { class: 'muted' }, ` × ${qty}`)),
        h('span', {}, formatPrice(product.price * qty)),
      ),
    ),
  );
  $('.drawer-empty', drawer).hidden = lines.length > 0;
  $('[data-semtag-id="drawer.subtotal"]', drawer).textContent = formatPrice(cartTotals().subtotal);
}

function openDrawer() {
  focusBeforeDrawer = document.activeElement;
  drawer.hidden = false;
  backdrop.hidden = false;
  drawer.dataset.semtagState = 'open';
  cartButton.setAttribute('aria-expanded', 'true');
  document.body.classList.add('drawer-open');
  $('[data-semtag-id="drawer.close"]', drawer).focus();
}

function closeDrawer({ restoreFocus = true } = {}) {
  if (drawer.hidden) return;
  drawer.hidden = true;
  backdrop.hidden = true;
  drawer.dataset.semtagState = 'closed';
  cartButton.setAttribute('aria-expanded', 'false');
  document.body.classList.remove('drawer-open');
  if (restoreFocus) focusBeforeDrawer?.focus();
}

/** Keep Tab inside the open drawer, since it is a modal dialog. */
function trapDrawerFocus(event) {
  if (event.key === 'Escape') {
    closeDrawer();
    return;
  }
  if (event.key !== 'Tab') return;
  const focusable = $$('a[href], button:not([disabled])', drawer);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

cartButton.addEventListener('click', () => (drawer.hidden ? openDrawer() : closeDrawer()));
$('[data-semtag-id="drawer.close"]', drawer).addEventListener('click', () => closeDrawer());
backdrop.addEventListener('click', () => closeDrawer());
drawer.addEventListener('keydown', trapDrawerFocus);

// ---------------------------------------------------------------- shared pieces

/**
 * One product card. The card's link is the collection item (`<prefix>.item.<key>`);
 * price, badge and the optional add button are its controls. The button's visible name is
 * the same on every card ("Add to cart"); aria-describedby ties it to its product.
 */
function productCard(product, prefix, { withAdd = true, withDetails = true } = {}) {
  const itemId = `${prefix}.item.${product.key}`;
  const titleId = `${prefix.replaceAll('.', '-')}-${product.key}-title`;
  const inStock = product.stock > 0;
  return h(
    'li',
    { class: 'card' },
    h(
      'a',
      {
        class: 'card-link',
        href: `/products/${product.key}`,
        ...hint(itemId, 'navigation', { target: 'product.detail' }),
      },
      productArt(product),
      h('span', { class: 'card-title', id: titleId }, product.name),
    ),
    product.badge &&
      h(
        'span',
        {
          class: `badge badge-${product.badge.toLowerCase()}`,
          ...hint(`${itemId}.badge`, 'observable', { state: 'product.badge' }),
        },
        product.badge,
      ),
    h('p', { class: 'card-brand muted' }, brandLabel(product.brand)),
    withDetails && ratingLine(product),
    withDetails && h('p', { class: 'card-blurb' }, product.blurb),
    h(
      'div',
      { class: 'card-foot' },
      h(
        'p',
        { class: 'price' },
        h('span', hint(`${itemId}.price`, 'observable', { state: 'product.price' }), formatPrice(product.price)),
        product.compareAt &&
          h(
            's',
            { class: 'muted compare' },
            h('span', { class: 'visually-hidden' }, 'was '),
            formatPrice(product.compareAt),
          ),
      ),
      withAdd &&
        (inStock
          ? h(
              'button',
              {
                type: 'button',
                class: 'button small',
                'aria-describedby': titleId,
                ...hint(`${itemId}.add`, 'action', { action: 'add-to-cart' }),
                onclick: () => addAndAnnounce(product, 1),
              },
              'Add to cart',
            )
          : h('span', { class: 'stock-out' }, 'Out of stock')),
    ),
  );
}

function pageHead(title, subtitle, headingId) {
  return h(
    'div',
    { class: 'page-head' },
    h('h1', { id: headingId, tabindex: '-1' }, title),
    subtitle && h('p', { class: 'muted' }, subtitle),
  );
}

// ---------------------------------------------------------------- home

function renderHome() {
  const node = cloneTemplate('tpl-home');
  $('.hero-art', node).append(productArt(productsByKey.get('aurora'), 'art art-hero'));
  $('[data-semtag-id="home.featured"]', node).append(
    ...FEATURED.map((key) =>
      productCard(productsByKey.get(key), 'home.featured', { withAdd: false, withDetails: false }),
    ),
  );
  return { title: 'Kestrel & Co. — well-made everyday goods', node };
}

// ---------------------------------------------------------------- product list

const DEFAULT_FILTERS = { search: '', category: 'all', brand: 'all', sort: 'featured', maxPrice: 400, inStock: false };
// Module-level so filters survive a trip to a product page and back.
const filters = { ...DEFAULT_FILTERS };

function matchingProducts() {
  const query = filters.search.trim().toLowerCase();
  const matches = PRODUCTS.filter(
    (product) =>
      (filters.category === 'all' || product.category === filters.category) &&
      (filters.brand === 'all' || product.brand === filters.brand) &&
      product.price <= filters.maxPrice * 100 &&
      (!filters.inStock || product.stock > 0) &&
      (query === '' ||
        [product.name, product.blurb, brandLabel(product.brand), categoryLabel(product.category)].some((text) =>
          text.toLowerCase().includes(query),
        )),
  );
  const order = {
    'price-asc': (a, b) => a.price - b.price,
    'price-desc': (a, b) => b.price - a.price,
    rating: (a, b) => b.rating - a.rating,
  }[filters.sort];
  return order ? matches.sort(order) : matches;
}

function renderProducts() {
  const node = cloneTemplate('tpl-products');
  const search = $('#filter-search', node);
  const sort = $('#filter-sort', node);
  const price = $('#filter-price', node);
  const priceOut = $('#filter-price-out', node);
  const inStock = $('#filter-stock', node);
  const chips = $$('.chip', node);
  const brand = initBrandSelect($('#brand-button', node), refresh);

  // Push the filter state into the controls (on first render and after "Clear filters").
  function syncControls() {
    search.value = filters.search;
    sort.value = filters.sort;
    price.value = String(filters.maxPrice);
    priceOut.textContent = `$${filters.maxPrice}`;
    inStock.checked = filters.inStock;
    for (const chip of chips) chip.setAttribute('aria-pressed', String(chip.dataset.category === filters.category));
    brand.sync();
  }

  function refresh() {
    const products = matchingProducts();
    $('[data-semtag-id="products.grid"]', node).replaceChildren(
      ...products.map((product) => productCard(product, 'products.grid')),
    );
    $('[data-semtag-id="products.count"]', node).textContent = plural(products.length, 'product');
    $('.empty-state', node).hidden = products.length > 0;
  }

  search.addEventListener('input', () => {
    filters.search = search.value;
    refresh();
  });
  sort.addEventListener('change', () => {
    filters.sort = sort.value;
    refresh();
  });
  price.addEventListener('input', () => {
    filters.maxPrice = price.valueAsNumber;
    priceOut.textContent = `$${filters.maxPrice}`;
    refresh();
  });
  inStock.addEventListener('change', () => {
    filters.inStock = inStock.checked;
    refresh();
  });
  for (const chip of chips) {
    chip.addEventListener('click', () => {
      filters.category = chip.dataset.category;
      syncControls();
      refresh();
    });
  }
  $('[data-semtag-id="products.filters.reset"]', node).addEventListener('click', () => {
    Object.assign(filters, DEFAULT_FILTERS);
    syncControls();
    refresh();
  });

  syncControls();
  refresh();
  return { title: 'Shop all', node };
}

/**
 * The brand picker: a select-only combobox whose listbox is created on open and removed on
 * close, so its options are only in the DOM while it is open (data-semtag-options lists them).
 */
function initBrandSelect(button, onChange) {
  let listbox = null;
  let activeIndex = 0;

  function optionId(index) {
    return `brand-option-${BRANDS[index].key}`;
  }

  function setActive(index) {
    activeIndex = (index + BRANDS.length) % BRANDS.length;
    button.setAttribute('aria-activedescendant', optionId(activeIndex));
    $$('[role="option"]', listbox).forEach((option, i) => option.classList.toggle('is-active', i === activeIndex));
  }

  function open() {
    listbox = h(
      'ul',
      { class: 'combo-list', id: 'brand-listbox', role: 'listbox', 'aria-labelledby': 'brand-label' },
      BRANDS.map((brand, index) =>
        h(
          'li',
          {
            id: optionId(index),
            role: 'option',
            'aria-selected': String(brand.key === filters.brand),
            ...hint(`products.filters.brand.option.${brand.key}`, 'option'),
            onclick: () => choose(index),
          },
          brand.label,
        ),
      ),
    );
    button.after(listbox);
    button.setAttribute('aria-expanded', 'true');
    setActive(BRANDS.findIndex((brand) => brand.key === filters.brand));
    document.addEventListener('click', closeOnOutsideClick, true);
  }

  function close() {
    listbox?.remove();
    listbox = null;
    button.setAttribute('aria-expanded', 'false');
    button.removeAttribute('aria-activedescendant');
    document.removeEventListener('click', closeOnOutsideClick, true);
  }

  function closeOnOutsideClick(event) {
    if (!button.parentElement.contains(event.target)) close();
  }

  function choose(index) {
    filters.brand = BRANDS[index].key;
    sync();
    close();
    button.focus();
    onChange();
  }

  function sync() {
    button.textContent = brandLabel(filters.brand);
  }

  button.addEventListener('click', () => (listbox ? close() : open()));
  button.addEventListener('keydown', (event) => {
    const keys = {
      ArrowDown: () => (listbox ? setActive(activeIndex + 1) : open()),
      ArrowUp: () => (listbox ? setActive(activeIndex - 1) : open()),
      Home: () => listbox && setActive(0),
      End: () => listbox && setActive(BRANDS.length - 1),
      Enter: () => (listbox ? choose(activeIndex) : open()),
      ' ': () => (listbox ? choose(activeIndex) : open()),
      Escape: () => close(),
      Tab: () => close(),
    };
    const handler = keys[event.key];
    if (!handler) return;
    if (event.key !== 'Tab') event.preventDefault();
    handler();
  });
  screenCleanups.push(close);
  return { sync };
}

// ---------------------------------------------------------------- product detail

function renderDetail(key) {
  const product = productsByKey.get(key);
  if (!product) return renderNotFound('We couldn’t find that product. It may have been discontinued.');
  const inStock = product.stock > 0;
  const qtyInput = h('input', {
    id: 'detail-qty',
    type: 'number',
    min: '1',
    max: String(MAX_QTY),
    value: '1',
    inputmode: 'numeric',
    disabled: !inStock,
    ...hint('product.qty', 'input', { state: 'product.quantity' }),
  });
  const related = PRODUCTS.filter((other) => other.category === product.category && other.key !== product.key).slice(
    0,
    3,
  );

  const node = h(
    'section',
    { class: 'screen', 'aria-labelledby': 'detail-title', ...hint('product.detail', 'region') },
    h(
      'nav',
      { class: 'breadcrumb', 'aria-label': 'Breadcrumb' },
      h(
        'ol',
        {},
        h(
          'li',
          {},
          h(
            'a',
            { href: '/products', ...hint('product.breadcrumb.products', 'navigation', { target: 'products.page' }) },
            'Shop',
          ),
        ),
        h('li', {}, h('span', {}, categoryLabel(product.category))),
        h(
          'li',
          {},
          h(
            'a',
            {
              href: `/products/${product.key}`,
              'aria-current': 'page',
              ...hint('product.breadcrumb.current', 'navigation', { target: 'product.detail' }),
            },
            product.name,
          ),
        ),
      ),
    ),
    h(
      'div',
      { class: 'detail' },
      productArt(product, 'art art-large'),
      h(
        'div',
        { class: 'detail-info' },
        h('p', { class: 'eyebrow' }, brandLabel(product.brand)),
        h(
          'h1',
          { id: 'detail-title', tabindex: '-1', ...hint('product.name', 'observable', { state: 'product.name' }) },
          product.name,
        ),
        ratingLine(product),
        h(
          'p',
          { class: 'price large' },
          h('span', hint('product.price', 'observable', { state: 'product.price' }), formatPrice(product.price)),
          product.compareAt &&
            h(
              's',
              { class: 'muted compare' },
              h('span', { class: 'visually-hidden' }, 'was '),
              formatPrice(product.compareAt),
            ),
        ),
        h(
          'p',
          {
            class: inStock ? 'stock' : 'stock stock-out',
            ...hint('product.stock', 'observable', { state: 'product.stock' }),
          },
          inStock ? (product.stock < 10 ? `In stock — only ${product.stock} left` : 'In stock') : 'Out of stock',
        ),
        h('p', {}, product.description),
        h(
          'form',
          {
            class: 'buy',
            onsubmit: (event) => {
              event.preventDefault();
              const qty = Math.min(MAX_QTY, Math.max(1, Math.trunc(qtyInput.valueAsNumber) || 1));
              qtyInput.value = String(qty);
              addAndAnnounce(product, qty);
            },
          },
          h('div', { class: 'field qty-field' }, h('label', { for: 'detail-qty' }, 'Quantity'), qtyInput),
          h(
            'button',
            {
              type: 'submit',
              class: 'button large',
              disabled: !inStock,
              ...hint('product.add', 'action', { action: 'add-to-cart' }),
            },
            inStock ? 'Add to cart' : 'Sold out',
          ),
        ),
        !inStock && h('p', { class: 'muted small' }, 'Back in stock in about three weeks.'),
        h(
          'ul',
          { class: 'features' },
          product.features.map((feature) => h('li', {}, feature)),
        ),
        h(
          'details',
          { class: 'info' },
          h('summary', {}, 'Shipping & returns'),
          h(
            'p',
            {},
            'Ships in 1–2 working days. Free standard shipping on orders over $100. Return it unused within 30 days for a full refund.',
          ),
        ),
        h(
          'a',
          { href: '/products', class: 'back-link', ...hint('product.back', 'navigation', { target: 'products.page' }) },
          '← Back to all products',
        ),
      ),
    ),
    related.length > 0 &&
      h(
        'section',
        { class: 'section', 'aria-labelledby': 'related-heading' },
        h('h2', { id: 'related-heading' }, 'You might also like'),
        h(
          'ul',
          { class: 'grid grid-compact', 'aria-label': 'Related products', ...hint('product.related', 'collection') },
          related.map((other) => productCard(other, 'product.related', { withAdd: false, withDetails: false })),
        ),
      ),
  );
  return { title: product.name, node };
}

// ---------------------------------------------------------------- cart page

function renderCart() {
  const lines = cartLines();
  if (lines.length === 0) {
    return {
      title: 'Your cart',
      node: h(
        'section',
        { class: 'screen', 'aria-labelledby': 'cart-heading', ...hint('cart.page', 'region') },
        pageHead('Your cart', null, 'cart-heading'),
        h(
          'div',
          { class: 'empty-state panel' },
          h('p', hint('cart.empty', 'observable'), 'Your cart is empty.'),
          h('p', { class: 'muted' }, 'Browse the shop and add a few things you like.'),
          h(
            'a',
            { href: '/products', class: 'button', ...hint('cart.continue', 'navigation', { target: 'products.page' }) },
            'Continue shopping',
          ),
        ),
      ),
    };
  }

  const promoInput = h('input', {
    id: 'promo-code',
    autocomplete: 'off',
    placeholder: 'e.g. WELCOME10',
    ...hint('cart.promo', 'input'),
  });
  const promoMessage = h(
    'p',
    { class: 'small', role: 'status', ...hint('cart.promo.message', 'observable') },
    cart.promo ? `${cart.promo} applied: ${PROMO.percent}% off your order.` : '',
  );

  const node = h(
    'section',
    { class: 'screen', 'aria-labelledby': 'cart-heading', ...hint('cart.page', 'region') },
    pageHead('Your cart', `${plural(cartCount(), 'item')} ready to go.`, 'cart-heading'),
    h(
      'div',
      { class: 'two-col' },
      h(
        'ul',
        { class: 'lines panel', 'aria-label': 'Cart items', ...hint('cart.lines', 'collection') },
        lines.map(({ product, qty }) => cartLine(product, qty)),
      ),
      h(
        'aside',
        { class: 'panel summary', 'aria-label': 'Order summary', ...hint('cart.summary', 'region') },
        h('h2', {}, 'Order summary'),
        h(
          'dl',
          { class: 'totals' },
          h(
            'div',
            {},
            h('dt', {}, 'Subtotal'),
            h('dd', hint('cart.subtotal', 'observable', { state: 'cart.subtotal' })),
          ),
          h(
            'div',
            { class: 'discount-row' },
            h('dt', {}, `Discount (${PROMO.percent}%)`),
            h('dd', hint('cart.discount', 'observable', { state: 'cart.discount' })),
          ),
          h(
            'div',
            {},
            h('dt', {}, 'Shipping'),
            h('dd', hint('cart.shipping', 'observable', { state: 'cart.shipping' })),
          ),
          h(
            'div',
            { class: 'grand' },
            h('dt', {}, 'Total'),
            h('dd', hint('cart.total', 'observable', { state: 'cart.total' })),
          ),
        ),
        h('p', { class: 'muted small shipping-note' }),
        h(
          'form',
          {
            class: 'promo',
            onsubmit: (event) => {
              event.preventDefault();
              const code = promoInput.value.trim().toUpperCase();
              if (code === PROMO.code) {
                cart.promo = PROMO.code;
                promoMessage.textContent = `${PROMO.code} applied: ${PROMO.percent}% off your order.`;
                cartChanged();
              } else {
                promoMessage.textContent = code ? 'That code isn’t valid.' : 'Enter a promo code first.';
              }
            },
          },
          h('label', { for: 'promo-code' }, 'Promo code'),
          h(
            'div',
            { class: 'inline' },
            promoInput,
            h(
              'button',
              {
                type: 'submit',
                class: 'button secondary',
                ...hint('cart.promo.apply', 'action', { action: 'apply-promo' }),
              },
              'Apply',
            ),
          ),
          promoMessage,
        ),
        h(
          'a',
          {
            href: '/checkout',
            class: 'button large block',
            ...hint('cart.checkout', 'navigation', { target: 'checkout.page' }),
          },
          'Go to checkout',
        ),
        h('p', { class: 'muted small' }, 'Taxes are included. You can still change your order at checkout.'),
      ),
    ),
  );

  const renderedKeys = lines.map((line) => line.product.key).join(',');
  // Quantity edits only update numbers (so the focused input survives); removals rebuild.
  onScreenCartChange = () => {
    if ([...cart.lines.keys()].join(',') !== renderedKeys) {
      showScreen(renderCart(), { focus: true });
      return;
    }
    updateCartNumbers(node);
  };
  updateCartNumbers(node);
  return { title: 'Your cart', node };
}

function cartLine(product, qty) {
  const itemId = `cart.lines.item.${product.key}`;
  const titleId = `line-${product.key}-title`;
  const inputId = `line-${product.key}-qty`;
  const qtyInput = h('input', {
    id: inputId,
    type: 'number',
    min: '1',
    max: String(MAX_QTY),
    value: String(qty),
    inputmode: 'numeric',
    'aria-describedby': titleId,
    ...hint(`${itemId}.qty`, 'input', { state: 'cart.line.quantity' }),
  });
  // Update totals live while typing; normalise (or remove on 0) once the edit is committed.
  qtyInput.addEventListener('input', () => {
    const value = qtyInput.valueAsNumber;
    if (Number.isInteger(value) && value >= 1 && value <= MAX_QTY) setQuantity(product.key, value);
  });
  qtyInput.addEventListener('change', () => {
    const value = Math.trunc(qtyInput.valueAsNumber);
    if (value === 0) {
      removeFromCart(product.key);
      return;
    }
    const clamped = Number.isFinite(value) ? Math.min(MAX_QTY, Math.max(1, value)) : cart.lines.get(product.key);
    qtyInput.value = String(clamped);
    setQuantity(product.key, clamped);
  });

  return h(
    'li',
    { class: 'line', 'data-key': product.key },
    productArt(product, 'art art-thumb'),
    h(
      'div',
      { class: 'line-info' },
      h(
        'a',
        { id: titleId, href: `/products/${product.key}`, ...hint(itemId, 'navigation', { target: 'product.detail' }) },
        product.name,
      ),
      h('p', { class: 'muted small' }, `${brandLabel(product.brand)} · ${formatPrice(product.price)} each`),
    ),
    h('div', { class: 'field qty-field' }, h('label', { for: inputId }, 'Quantity'), qtyInput),
    h(
      'p',
      { class: 'line-subtotal', ...hint(`${itemId}.subtotal`, 'observable', { state: 'cart.line.subtotal' }) },
      formatPrice(product.price * qty),
    ),
    h(
      'button',
      {
        type: 'button',
        class: 'link-button',
        'aria-describedby': titleId,
        ...hint(`${itemId}.remove`, 'action', { action: 'remove-from-cart' }),
        onclick: () => {
          removeFromCart(product.key);
          toast(`Removed ${product.name} from your cart.`);
        },
      },
      'Remove',
    ),
  );
}

function updateCartNumbers(root) {
  const totals = cartTotals();
  for (const line of $$('.line', root)) {
    const key = line.dataset.key;
    const subtotal = productsByKey.get(key).price * (cart.lines.get(key) ?? 0);
    $('.line-subtotal', line).textContent = formatPrice(subtotal);
  }
  $('[data-semtag-id="cart.subtotal"]', root).textContent = formatPrice(totals.subtotal);
  $('[data-semtag-id="cart.discount"]', root).textContent = `−${formatPrice(totals.discount)}`;
  $('.discount-row', root).hidden = totals.discount === 0;
  $('[data-semtag-id="cart.shipping"]', root).textContent =
    totals.shipping === 0 ? 'Free' : formatPrice(totals.shipping);
  $('[data-semtag-id="cart.total"]', root).textContent = formatPrice(totals.total);
  const short = FREE_SHIPPING_CENTS - (totals.subtotal - totals.discount);
  $('.shipping-note', root).textContent =
    short > 0 ? `Add ${formatPrice(short)} more for free shipping.` : 'Your order ships free.';
  $('.page-head .muted', root).textContent = `${plural(cartCount(), 'item')} ready to go.`;
}

// ---------------------------------------------------------------- checkout

// Kept until the shopper leaves the checkout screen, so the confirmation stays on screen.
let lastOrder = null;
const orders = [...PAST_ORDERS];

const CHECKOUT_RULES = [
  { field: 'name', message: 'Enter your full name.', valid: (form) => form.elements.name.value.trim().length >= 2 },
  {
    field: 'email',
    message: 'Enter a valid email address.',
    valid: (form) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.elements.email.value.trim()),
  },
  {
    field: 'address',
    message: 'Enter your delivery address.',
    valid: (form) => form.elements.address.value.trim().length >= 5,
  },
  {
    field: 'card',
    message: 'Enter a valid card number.',
    valid: (form) => isValidCardNumber(form.elements.card.value),
  },
  { field: 'terms', message: 'Accept the terms of sale to continue.', valid: (form) => form.elements.terms.checked },
];

/** Length and Luhn checksum, the same first check a payment form does before calling the processor. */
function isValidCardNumber(raw) {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function renderCheckout() {
  if (lastOrder) return renderConfirmation(lastOrder);
  const node = cloneTemplate('tpl-checkout');
  const form = $('.checkout-form', node);
  const submit = $('[data-semtag-id="checkout.submit"]', node);
  const error = $('[data-semtag-id="checkout.error"]', node);
  const touched = new Set();

  fillCheckoutSummary(node);
  if (cart.lines.size === 0) {
    $('.two-col', node).before(
      h(
        'div',
        { class: 'notice' },
        h('p', hint('checkout.empty', 'observable'), 'Your cart is empty. Add something before checking out.'),
        h(
          'a',
          {
            href: '/products',
            class: 'button secondary',
            ...hint('checkout.shop', 'navigation', { target: 'products.page' }),
          },
          'Browse the shop',
        ),
      ),
    );
  }

  // Errors appear only for fields the shopper has already been through, not on a fresh form.
  function validate() {
    const failing = CHECKOUT_RULES.filter((rule) => !rule.valid(form));
    for (const rule of CHECKOUT_RULES) {
      form.elements[rule.field].setAttribute('aria-invalid', String(touched.has(rule.field) && failing.includes(rule)));
    }
    const shown = failing.filter((rule) => touched.has(rule.field)).map((rule) => rule.message);
    error.textContent = shown.join(' ');
    error.hidden = shown.length === 0;
    submit.disabled = failing.length > 0 || cart.lines.size === 0;
  }

  const markTouched = (event) => {
    if (event.target.name && event.target.value !== '') touched.add(event.target.name);
    if (event.target.type === 'checkbox') touched.add(event.target.name);
  };
  form.addEventListener('input', validate);
  form.addEventListener('change', (event) => {
    markTouched(event);
    validate();
  });
  form.addEventListener('focusout', (event) => {
    markTouched(event);
    validate();
  });
  // Tidy the card number into groups of four once the shopper leaves the field.
  form.elements.card.addEventListener('blur', () => {
    const digits = form.elements.card.value.replace(/[\s-]/g, '');
    if (/^\d+$/.test(digits)) form.elements.card.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
  });

  const gift = $('details.gift', node);
  gift.addEventListener('toggle', () => $('summary', gift).setAttribute('aria-expanded', String(gift.open)));

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    validate();
    if (submit.disabled) return;
    submit.disabled = true;
    submit.textContent = 'Placing order…';
    form.setAttribute('aria-busy', 'true');
    // Stand-in for the payment request a real shop would make here.
    setTimeout(() => placeOrder(form), 300);
  });

  validate();
  onScreenCartChange = () => {
    fillCheckoutSummary(node);
    validate();
  };
  return { title: 'Checkout', node };
}

function fillCheckoutSummary(root) {
  const totals = cartTotals();
  $('.summary-lines', root).replaceChildren(
    ...cartLines().map(({ product, qty }) =>
      h('li', {}, h('span', {}, `${product.name} × ${qty}`), h('span', {}, formatPrice(product.price * qty))),
    ),
  );
  $('.summary-subtotal', root).textContent = formatPrice(totals.subtotal);
  $('.summary-discount', root).textContent = `−${formatPrice(totals.discount)}`;
  $('.summary-discount-row', root).hidden = totals.discount === 0;
  $('.summary-shipping', root).textContent = totals.shipping === 0 ? 'Free' : formatPrice(totals.shipping);
  $('[data-semtag-id="checkout.total"]', root).textContent = formatPrice(totals.total);
}

function placeOrder(form) {
  const number = `KC-${String(Math.floor(100000 + Math.random() * 900000))}`;
  const totals = cartTotals();
  lastOrder = {
    number,
    name: form.elements.name.value.trim(),
    email: form.elements.email.value.trim(),
    total: totals.total,
  };
  orders.unshift({ number, date: 'Today', items: cartCount(), total: totals.total, status: 'Processing' });
  clearCart();
  showScreen(renderConfirmation(lastOrder), { focus: true });
}

function renderConfirmation(order) {
  const firstName = order.name.split(/\s+/)[0];
  const node = h(
    'section',
    { class: 'screen', 'aria-labelledby': 'confirmation-heading', ...hint('checkout.page', 'region') },
    h(
      'div',
      { class: 'confirmation panel' },
      h('div', { class: 'tick', 'aria-hidden': 'true' }, '✓'),
      h('h1', { id: 'confirmation-heading', tabindex: '-1' }, `Thank you, ${firstName}!`),
      h(
        'p',
        { role: 'status', ...hint('checkout.confirmation', 'observable', { state: 'order.number' }) },
        `Order ${order.number} is confirmed.`,
      ),
      h(
        'p',
        { class: 'muted' },
        `We’ve emailed a receipt for ${formatPrice(order.total)} to ${order.email}. Most orders arrive in 2 to 4 working days.`,
      ),
      h(
        'a',
        { href: '/products', class: 'button', ...hint('checkout.continue', 'navigation', { target: 'products.page' }) },
        'Continue shopping',
      ),
    ),
  );
  return { title: 'Order confirmed', node };
}

// ---------------------------------------------------------------- account

// What the server would return for the signed-in customer.
const profile = {
  name: 'Sam Rivera',
  email: 'sam.rivera@example.com',
  newsletter: true,
  region: 'us',
  twoFactor: false,
};

function renderAccount() {
  const node = cloneTemplate('tpl-account');
  const form = $('.account-form', node);
  const status = $('[data-semtag-id="account.status"]', node);
  const { elements } = form;

  elements.name.value = profile.name;
  elements.email.value = profile.email;
  elements.newsletter.checked = profile.newsletter;
  elements.region.value = profile.region;
  elements.twofactor.checked = profile.twoFactor;
  $('.account-signed-in', node).textContent = profile.email;

  const toggle = $('[data-semtag-id="account.advanced.toggle"]', node);
  const panel = $('#acc-advanced', node);
  toggle.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    panel.classList.toggle('open', open);
    // inert keeps the collapsed controls out of the tab order.
    panel.inert = !open;
  });

  $('[data-semtag-id="account.advanced.export"]', node).addEventListener('click', () => {
    status.textContent = 'We’re preparing your data. You’ll get a download link by email within 24 hours.';
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const problem = accountProblem(elements);
    if (problem) {
      status.textContent = problem;
      status.classList.add('is-error');
      return;
    }
    Object.assign(profile, {
      name: elements.name.value.trim(),
      email: elements.email.value.trim(),
      newsletter: elements.newsletter.checked,
      region: elements.region.value,
      twoFactor: elements.twofactor.checked,
    });
    elements.password.value = '';
    $('.account-signed-in', node).textContent = profile.email;
    status.classList.remove('is-error');
    status.textContent = 'Your changes have been saved.';
  });
  form.addEventListener('input', () => {
    status.textContent = '';
  });

  $('.orders tbody', node).append(
    ...orders.map((order) =>
      h(
        'tr',
        {},
        h('td', {}, order.number),
        h('td', {}, order.date),
        h('td', {}, String(order.items)),
        h('td', {}, formatPrice(order.total)),
        h('td', {}, order.status),
      ),
    ),
  );
  return { title: 'Account settings', node };
}

function accountProblem(elements) {
  if (elements.name.value.trim() === '') return 'Enter a display name.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(elements.email.value.trim())) return 'Enter a valid email address.';
  const password = elements.password.value;
  if (password !== '' && password.length < 8) return 'Your new password needs at least 8 characters.';
  return null;
}

// ---------------------------------------------------------------- help and not found

function renderHelp(topic) {
  const page = HELP_PAGES[topic];
  if (!page) return renderNotFound('We couldn’t find that help page.');
  return {
    title: page.title,
    node: h(
      'section',
      { class: 'screen prose', ...hint('help.page', 'region'), 'aria-label': page.title },
      pageHead(page.title, null, 'help-heading'),
      page.body.map((paragraph) => h('p', {}, paragraph)),
      h(
        'p',
        {},
        h(
          'a',
          { href: '/products', ...hint('help.shop', 'navigation', { target: 'products.page' }) },
          'Back to the shop',
        ),
      ),
    ),
  };
}

function renderNotFound(message = 'That page doesn’t exist, or it has moved.') {
  return {
    title: 'Page not found',
    node: h(
      'section',
      { class: 'screen prose', ...hint('notfound.page', 'region') },
      pageHead('Page not found', message, 'notfound-heading'),
      h(
        'a',
        { href: '/products', class: 'button', ...hint('notfound.shop', 'navigation', { target: 'products.page' }) },
        'Go to the shop',
      ),
    ),
  };
}

// ---------------------------------------------------------------- router

const ROUTES = [
  { pattern: /^\/$/, render: renderHome },
  { pattern: /^\/products\/?$/, render: renderProducts },
  { pattern: /^\/products\/([a-z0-9-]+)\/?$/, render: renderDetail },
  { pattern: /^\/cart\/?$/, render: renderCart },
  { pattern: /^\/checkout\/?$/, render: renderCheckout },
  { pattern: /^\/account\/?$/, render: renderAccount },
  { pattern: /^\/help\/([a-z]+)\/?$/, render: renderHelp },
];

const main = $('#main');
/** Teardown callbacks registered by the current screen (document listeners and the like). */
const screenCleanups = [];

function showScreen({ title, node }, { focus }) {
  main.replaceChildren(node);
  document.title = title.startsWith('Kestrel') ? title : `${title} · Kestrel & Co.`;
  // Move focus to the new heading so screen readers announce the page change.
  if (focus) $('h1', node)?.focus({ preventScroll: true });
}

function route({ focus = false } = {}) {
  const path = location.pathname;
  while (screenCleanups.length > 0) screenCleanups.pop()();
  onScreenCartChange = null;
  if (path !== '/checkout') lastOrder = null;
  closeDrawer({ restoreFocus: false });

  const match = ROUTES.map((r) => ({ r, m: path.match(r.pattern) })).find(({ m }) => m);
  showScreen(match ? match.r.render(...match.m.slice(1)) : renderNotFound(), { focus });
  markCurrentNav(path);
  window.scrollTo(0, 0);
}

function markCurrentNav(path) {
  for (const link of $$('.main-nav a, .tabbar a')) {
    const href = link.getAttribute('href');
    if (href === path) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
    link.classList.toggle('active', href === path || (href === '/products' && path.startsWith('/products/')));
  }
}

// Same-origin links are handled client-side; modified clicks and in-page anchors are left alone.
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target.closest('a[href]');
  if (!link || link.target || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/listing')) return;
  if (url.hash && url.pathname === location.pathname) return;
  event.preventDefault();
  if (url.pathname + url.search !== location.pathname + location.search)
    history.pushState(null, '', url.pathname + url.search);
  route({ focus: true });
});
window.addEventListener('popstate', () => route({ focus: true }));

updateCartBadge();
renderDrawerLines();
route();
