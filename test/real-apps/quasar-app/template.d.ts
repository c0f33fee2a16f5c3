// The template's modules entry.ts imports (they are JavaScript, copied out of create-quasar at build time).

declare module '@/App.vue' {
  const component: import('vue').Component;
  export default component;
}

declare module '@/router/index.js' {
  // defineRouter's callback: it makes the template's router, a plugin for the app.
  const createRouter: () => import('vue-router').Router;
  export default createRouter;
}
