/** Where the API lives on the product's own host. */
export const API_BASE = '/api';
