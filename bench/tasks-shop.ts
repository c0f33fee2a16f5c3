// Tasks on the example shop (examples/shop), as a customer would do them.

import {
  all,
  choose,
  click,
  entries,
  expectScreen,
  expectValue,
  fieldShows,
  has,
  inOrder,
  lacks,
  navigate,
  rowKeys,
  rowLeft,
  type,
} from './tasks.js';
import type { Json, Task } from './tasks.js';

export const SHOP_TASKS: Task[] = [
  {
    key: 'shop-filter-add',
    title: 'Find the cheapest audio product in stock and add it to the cart',
    app: 'example shop',
    start: '/products',
    steps: (base) => [
      {
        title: 'open the product list',
        act: navigate(`${base}/products`),
        read: { kind: 'screen' },
        companion: (r) => all(expectScreen(r, 'products.page'), expectValue(r, 'products.count', '12 products')),
        playwright: (s) => has(s, 'heading "Shop all"', '12 products'),
      },
      {
        title: 'filter to Audio',
        act: click('products.filters.category.audio'),
        read: { kind: 'changes', effect: 'list' },
        companion: (r) => all(expectValue(r, 'products.count', '4 products'), rowLeft(r, 'products.grid', 'cirrus')),
        playwright: (s) => all(has(s, '4 products'), lacks(s, 'Cirrus Desk Lamp')),
      },
      {
        title: 'only what is in stock',
        act: click('products.filters.instock'),
        read: { kind: 'changes', effect: 'list' },
        companion: (r) =>
          all(
            expectValue(r, 'products.filters.instock', true),
            expectValue(r, 'products.count', '3 products'),
            rowLeft(r, 'products.grid', 'basalt'),
          ),
        playwright: (s) => all(has(s, /checkbox "In stock only"[^\n]*\[checked\]/, '3 products'), lacks(s, 'Basalt')),
      },
      {
        title: 'sort by price, low to high',
        act: choose('products.filters.sort', 'Price: low to high'),
        read: { kind: 'changes', effect: 'list' },
        companion: (r) =>
          JSON.stringify(rowKeys(r, 'products.grid')) === JSON.stringify(['iris', 'aurora', 'meridian'])
            ? undefined
            : `the grid should read iris, aurora, meridian; read ${JSON.stringify(rowKeys(r, 'products.grid'))}`,
        playwright: (s) => inOrder(s, 'Iris True Wireless Earbuds', 'Aurora Wireless Headphones', 'Meridian Turntable'),
      },
      {
        title: 'add the cheapest (Iris) to the cart',
        act: click('products.grid.item.iris.add'),
        read: { kind: 'observe', id: 'header.cart.count', until: 'changed' },
        companion: (r) => expectValue(r, 'header.cart.count', '1'),
        playwright: (s) => has(s, /button "Open cart"[^\n]*\n\s+- generic[^\n]*: "1"/),
      },
      {
        title: 'open the cart drawer',
        act: click('header.cart'),
        read: { kind: 'changes', effect: 'panel' },
        companion: (r) => expectValue(r, 'drawer.subtotal', '$119.00'),
        playwright: (s) => has(s, /dialog[^\n]*/, 'Iris True Wireless Earbuds', '$119.00'),
      },
    ],
  },
  {
    key: 'shop-cart-promo',
    title: 'Buy two Aurora headphones, apply the promo code, then change and empty the cart',
    app: 'example shop',
    start: '/products/aurora',
    steps: (base) => [
      {
        title: 'open the product page',
        act: navigate(`${base}/products/aurora`),
        read: { kind: 'screen' },
        companion: (r) => all(expectScreen(r, 'product.detail'), expectValue(r, 'product.price', '$189.00')),
        playwright: (s) => has(s, 'heading "Aurora Wireless Headphones"', '$189.00'),
      },
      {
        title: 'set the quantity to 2',
        act: type('product.qty', '2'),
        read: { kind: 'observe', id: 'product.qty', until: { value: '2' } },
        companion: (r) => expectValue(r, 'product.qty', '2'),
        playwright: (s) => fieldShows(s, 'spinbutton', 'Quantity', '"2"'),
      },
      {
        title: 'add to the cart',
        act: click('product.add'),
        read: { kind: 'observe', id: 'header.cart.count', until: 'changed' },
        companion: (r) => expectValue(r, 'header.cart.count', '2'),
        playwright: (s) => has(s, /button "Open cart"[^\n]*\n\s+- generic[^\n]*: "2"/),
      },
      {
        title: 'go to the cart',
        act: click('nav.cart'),
        read: { kind: 'changes', effect: 'screen' },
        companion: (r) => all(expectScreen(r, 'cart.page'), expectValue(r, 'cart.total', '$378.00')),
        playwright: (s) => has(s, 'heading "Your cart"', '$378.00'),
      },
      {
        title: 'enter the promo code',
        act: type('cart.promo', 'WELCOME10'),
        read: { kind: 'observe', id: 'cart.promo', until: { value: 'WELCOME10' } },
        companion: (r) => expectValue(r, 'cart.promo', 'WELCOME10'),
        playwright: (s) => fieldShows(s, 'textbox', 'Promo code', 'WELCOME10'),
      },
      {
        title: 'apply it',
        act: click('cart.promo.apply'),
        read: { kind: 'observe', id: ['cart.total', 'cart.discount'], until: 'changed' },
        companion: (r) => all(expectValue(r, 'cart.total', '$340.20'), expectValue(r, 'cart.discount', '−$37.80')),
        playwright: (s) => has(s, '$340.20', '−$37.80'),
      },
      {
        title: 'change the quantity to 1',
        act: type('cart.lines.item.aurora.qty', '1'),
        read: { kind: 'observe', id: ['cart.lines.item.aurora.subtotal', 'cart.total'], until: 'changed' },
        companion: (r) =>
          all(expectValue(r, 'cart.lines.item.aurora.subtotal', '$189.00'), expectValue(r, 'cart.total', '$170.10')),
        playwright: (s) => has(s, '$170.10'),
      },
      {
        // Typing 0 and committing removes the line (its Remove button sits under the order summary
        // at the bench's viewport, so a click on it cannot land).
        title: 'remove the headphones',
        act: {
          tool: 'browser_type',
          args: { target: "[data-semtag-id='cart.lines.item.aurora.qty']", text: '0', submit: true },
        },
        read: { kind: 'changes', effect: 'list' },
        companion: (r) =>
          all(
            entries(r).has('cart.empty') ? undefined : 'cart.empty should have appeared',
            (r['removed'] as string[] | undefined)?.includes('cart.total') ? undefined : 'cart.total should be gone',
          ),
        playwright: (s) => all(has(s, 'Your cart is empty.'), lacks(s, '$170.10')),
      },
    ],
  },
  {
    key: 'shop-checkout',
    title: 'Buy a backpack: add it, fill in the checkout form, accept the terms and place the order',
    app: 'example shop',
    start: '/products/dune',
    steps: (base) => [
      {
        title: 'open the product page',
        act: navigate(`${base}/products/dune`),
        read: { kind: 'screen' },
        companion: (r) => all(expectScreen(r, 'product.detail'), expectValue(r, 'product.price', '$96.00')),
        playwright: (s) => has(s, 'heading "Dune Canvas Backpack"', '$96.00'),
      },
      {
        title: 'add to the cart',
        act: click('product.add'),
        read: { kind: 'observe', id: 'header.cart.count', until: 'changed' },
        companion: (r) => expectValue(r, 'header.cart.count', '1'),
        playwright: (s) => has(s, /button "Open cart"[^\n]*\n\s+- generic[^\n]*: "1"/),
      },
      {
        title: 'go to checkout',
        act: click('nav.checkout'),
        read: { kind: 'changes', effect: 'screen' },
        companion: (r) => all(expectScreen(r, 'checkout.page'), expectValue(r, 'checkout.total', '$103.95')),
        playwright: (s) => has(s, 'heading "Checkout"', '$103.95'),
      },
      {
        title: 'enter the name',
        act: type('checkout.name', 'Ada Lovelace'),
        read: { kind: 'observe', id: 'checkout.name', until: { value: 'Ada Lovelace' } },
        companion: (r) => expectValue(r, 'checkout.name', 'Ada Lovelace'),
        playwright: (s) => fieldShows(s, 'textbox', 'Full name', 'Ada Lovelace'),
      },
      {
        title: 'enter the email',
        act: type('checkout.email', 'ada@example.com'),
        read: { kind: 'observe', id: 'checkout.email', until: { value: 'ada@example.com' } },
        companion: (r) => expectValue(r, 'checkout.email', 'ada@example.com'),
        playwright: (s) => fieldShows(s, 'textbox', 'Email', 'ada@example.com'),
      },
      {
        title: 'enter the address',
        act: type('checkout.address', '12 Analytical Row, London'),
        read: { kind: 'observe', id: 'checkout.address', until: { value: '12 Analytical Row, London' } },
        companion: (r) => expectValue(r, 'checkout.address', '12 Analytical Row, London'),
        playwright: (s) => fieldShows(s, 'textbox', 'Address', '12 Analytical Row, London'),
      },
      {
        title: 'enter the card number',
        act: type('checkout.card', '4242 4242 4242 4242'),
        read: { kind: 'observe', id: ['checkout.card', 'checkout.submit'], until: 'changed' },
        // The card number is a secret: the companion never reads it back; the form's state shows it was taken.
        companion: (r) =>
          entries(r).get('checkout.card')?.['value'] === undefined ? undefined : 'a card number was read back',
        playwright: (s) => has(s, /textbox "Card number"/),
      },
      {
        title: 'accept the terms',
        act: click('checkout.terms'),
        read: { kind: 'observe', id: ['checkout.terms', 'checkout.submit'], until: { enabled: true } },
        companion: (r) =>
          all(
            expectValue(r, 'checkout.terms', true),
            entries(r).get('checkout.submit')?.['enabled'] === false ? 'Place order should be enabled' : undefined,
          ),
        playwright: (s) =>
          has(s, /checkbox "I agree to the terms of sale"[^\n]*\[checked\]/, /button "Place order"(?! \[disabled\])/),
      },
      {
        title: 'place the order',
        act: click('checkout.submit'),
        read: { kind: 'observe', id: 'checkout.confirmation', until: 'present', timeoutMs: 8_000 },
        companion: (r) =>
          /^Order \S+ is confirmed\.$/.test(String(valueOrUndefined(r, 'checkout.confirmation')))
            ? undefined
            : `no order confirmation, read ${JSON.stringify(valueOrUndefined(r, 'checkout.confirmation'))}`,
        playwright: (s) => has(s, 'heading "Thank you, Ada!"', /Order \S+ is confirmed\./),
      },
    ],
  },
];

function valueOrUndefined(result: Json, id: string): unknown {
  return entries(result).get(id)?.['value'];
}
