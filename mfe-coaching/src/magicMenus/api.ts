import { baseApi } from '@qis/shared';
import type { MagicMenuRequest, MagicMenuResponseBody as MagicMenuResponse } from '@qis/contract/api';

/** POST /api/magic-menus: a new recipe, as HTML the screen shows only through SafeHtml. */
export const magicMenusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    coachingCreateMagicMenu: build.mutation<MagicMenuResponse, MagicMenuRequest>({
      query: (body) => ({ url: '/magic-menus', method: 'POST', body }),
    }),
  }),
});

export const { useCoachingCreateMagicMenuMutation } = magicMenusApi;
