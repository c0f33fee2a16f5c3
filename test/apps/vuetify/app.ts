// Placeholder: the Vuetify fixture app is being built. See README.md beside this file once it exists.

import { createApp, h } from 'vue';
import { createVuetify } from 'vuetify';
import { VApp, VBtn, VMain } from 'vuetify/components';
import 'vuetify/styles';

const vuetify = createVuetify();
createApp({
  render: () =>
    h(VApp, null, () =>
      h(VMain, { 'data-semtag-id': 'app', 'data-semtag-role': 'region', 'aria-label': 'App' }, () =>
        h(VBtn, { 'data-semtag-id': 'app.ready', 'data-semtag-role': 'action' }, () => 'Ready'),
      ),
    ),
})
  .use(vuetify)
  .mount('#root');
