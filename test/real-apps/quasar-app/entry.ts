// The app's start, as Quasar's CLI writes it for the template: the CSS quasar.config.js asks for
// (Quasar's, the Roboto font and Material Icons from @quasar/extras, the app's css/app.css), the
// root component with Quasar installed, the template's router, mounted on index.html's `#q-app`.
// Quasar's CLI imports each component a template names; here they are all registered at once.

import '@quasar/extras/roboto-font/roboto-font.css';
import '@quasar/extras/material-icons/material-icons.css';
import 'quasar/dist/quasar.css';
import '@/css/app.css';
import { createApp } from 'vue';
import type { Component, Plugin } from 'vue';
import * as quasar from 'quasar';
import App from '@/App.vue';
import createRouter from '@/router/index.js';

const components = Object.fromEntries(Object.entries(quasar).filter(([name]) => /^Q[A-Z]/.test(name))) as Record<
  string,
  Component
>;

// Quasar's published types import their own files without an extension, which this repository's
// NodeNext resolution does not follow: its plugin is typed here as Vue takes it.
const Quasar = quasar.Quasar as Plugin<[{ config: object; components: Record<string, Component> }]>;

const app = createApp(App);
app.use(Quasar, { config: {}, components });
app.use(createRouter());
app.mount('#q-app');
