// Placeholder: the mui fixture app is being built. See README.md beside this file once it exists.

import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <main data-semtag-id="app" data-semtag-role="region" aria-label="App">
    <button data-semtag-id="app.ready" data-semtag-role="action">
      Ready
    </button>
  </main>,
);
