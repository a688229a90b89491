import { baseApi, contractQuery } from '@qis/shared';
import type { MagicMenuRequest, MagicMenuResponseBody as MagicMenuResponse } from '@qis/contract/api';

/** POST /api/magic-menus: a new recipe, as HTML the screen shows only through SafeHtml. */
export const magicMenusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    coachingCreateMagicMenu: build.mutation<MagicMenuResponse, MagicMenuRequest>({
      query: (body) => contractQuery('POST /api/magic-menus', { body }),
    }),
  }),
});

export const { useCoachingCreateMagicMenuMutation } = magicMenusApi;
