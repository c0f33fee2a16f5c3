import { useState } from 'react';
import TextField from '@mui/material/TextField';

const PRODUCTS = [
  { sku: 'green-tea', title: 'Green tea' },
  { sku: 'black-tea', title: 'Black tea' },
  { sku: 'white-tea', title: 'White tea' },
];

export function App() {
  const [count, setCount] = useState(0);
  const [note, setNote] = useState('');
  return (
    <main data-semtag-id="tea-shop.page" data-semtag-role="region">
      <h1>Tea shop</h1>
      <section data-semtag-id="products" data-semtag-role="region" aria-labelledby="products-title">
        <h2 id="products-title">Products</h2>
        <ul data-semtag-id="products.list" data-semtag-role="collection">
          {PRODUCTS.map((product) => (
            <li key={product.sku}>
              <span>{product.title}</span>
              <button data-semtag-id={`products.list.item.${product.sku}.add-to-cart`} data-semtag-role="action" data-semtag-action="add-to-cart" type="button" onClick={() => setCount(count + 1)}>
                Add to cart
              </button>
            </li>
          ))}
        </ul>
      </section>
      <form data-semtag-id="delivery" data-semtag-role="region" aria-label="Delivery" onSubmit={(event) => event.preventDefault()}>
        <TextField slotProps={{ htmlInput: { "data-semtag-id": "delivery.delivery-note", "data-semtag-role": "input" } }} label="Delivery note" value={note} onChange={(event) => setNote(event.target.value)} />
        <button data-semtag-id="delivery.action" data-semtag-role="action" type="button" onClick={() => setCount(0)}>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M1 1 L11 11 M11 1 L1 11" stroke="black" />
          </svg>
        </button>
        <button type="submit" data-semtag-role="action" data-semtag-id="checkout">
          Check out {count}
        </button>
      </form>
    </main>
  );
}
