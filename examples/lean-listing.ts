// The catalogue as a lean page: a plain list of hinted links, prices and buttons, a few DOM nodes
// an item, where /listing carries a card of unhinted text per item. Playwright's ARIA snapshot is
// cheap per item here, so this is the page a fast snapshot must win on too.

import { escapeHtml, formatPrice, makeItem } from './listing-items.js';

function renderRow(n: number): string {
  const item = makeItem(n);
  const id = `listing.grid.item.${n}`;
  const buy = item.inStock
    ? ` <button type="button" data-semtag-id="${id}.add" data-semtag-role="action" data-semtag-action="add-to-cart">Add</button>`
    : '';
  return `<li><a href="/products/${n}" data-semtag-id="${id}" data-semtag-role="navigation" data-semtag-target="product.detail">${escapeHtml(item.name)}</a> <span data-semtag-id="${id}.price" data-semtag-role="observable" data-semtag-state="product.price">${formatPrice(item.priceCents)}</span>${buy}</li>`;
}

/** The whole HTML document for /listing?items=N&layout=lean; `items` already validated. */
export function renderLeanListingPage(items: number): string {
  const rows: string[] = [];
  for (let n = 1; n <= items; n += 1) rows.push(renderRow(n));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Catalogue (${items} products) · Kestrel &amp; Co.</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main data-semtag-id="listing.page" data-semtag-role="region" aria-labelledby="listing-heading">
<h1 id="listing-heading">Full catalogue</h1>
<ul aria-label="Products" data-semtag-id="listing.grid" data-semtag-role="collection">
${rows.join('\n')}
</ul>
</main>
</body>
</html>
`;
}
