// The async boundary: Module Federation negotiates the shared singletons (React, the store, i18next)
// before any module that uses them is evaluated. The chunk is named so the login's prerender can find
// its files (shell/scripts/prerenderLoginPlugin.js).
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
};

// A prerendered page paints before the app's scripts are even requested: they start after the first
// frame (a hidden tab paints no frame, hence the timer too), so nothing competes with that paint on a
// slow connection. Every other page starts at once.
if (document.getElementById('root')?.dataset.prerendered) {
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
} else {
  start();
}
