import { baseApi, type MagicMenuRequest, type MagicMenuResponse } from '@qis/shared';

/** POST /api/magic-menus: a new recipe, as HTML the screen shows only through SafeHtml. */
export const magicMenusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    coachingCreateMagicMenu: build.mutation<MagicMenuResponse, MagicMenuRequest>({
      query: (body) => ({ url: '/magic-menus', method: 'POST', body }),
    }),
  }),
});

export const { useCoachingCreateMagicMenuMutation } = magicMenusApi;
