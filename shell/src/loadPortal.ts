/**
 * The portal's chunk group (the store, RTK Query, the router and the routes). One import site, so the
 * page after sign-in and a page opened signed in load the same chunks; the prerendered login hints
 * them for prefetching (shell/scripts/prerenderLoginPlugin.js), which needs the group's name.
 */
export const loadPortal = () => import(/* webpackChunkName: "portal" */ './portal');
