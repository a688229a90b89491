// The async boundary: Module Federation negotiates the shared singletons (React, the store, i18next)
// before any module that uses them is evaluated. The chunk is named so the login's prerender can
// preload it (shell/scripts/prerenderLoginPlugin.js).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
