/**
 * The companion workout-planning app's site, where members get the app for free and sign in with their
 * portal credentials. The programme's real address is not known to this repository: set it here.
 */
export const COMPANION_APP_URL = 'https://fitness.example.com/';
