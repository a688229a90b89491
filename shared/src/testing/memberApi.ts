// The API's member routes (profile, weight history, contact) with state kept between calls, for the
// screens that read what they have just saved.
import { dayOf } from '@qis/contract';
import type { ContactRequest, User, WeightEntry } from '@qis/contract/api';
import { DEMO_MEMBER } from './demoMember';
import { installFakeApi, type RouteMap } from './fakeApi';

export interface MemberApiState {
  profile: User;
  weights: WeightEntry[];
  contacts: ContactRequest[];
}

const sameUtcDay = (a: string, b: string) => dayOf(a, 'utc') === dayOf(b, 'utc');

/** The fake API answering the member routes as the server does, starting from the demo member. */
export function installMemberApi(initial: Partial<MemberApiState> = {}, moreRoutes: RouteMap = {}) {
  const state: MemberApiState = { profile: { ...DEMO_MEMBER }, weights: [], contacts: [], ...initial };
  const routes: RouteMap = {
    'GET /api/auth/csrf': () => ({ ok: true }),
    'GET /api/profile': () => state.profile,
    'POST /api/profile': ({ body }) => {
      const { profile } = body as { profile: Partial<User> };
      state.profile = { ...state.profile, ...profile, email: String(profile.email).toLowerCase() };
      return state.profile;
    },
    'GET /api/profile/weight': () => state.weights,
    'POST /api/profile/weight': ({ body }) => {
      const entry = body as WeightEntry;
      // One entry per calendar day: a second weight for a day replaces the first.
      state.weights = [
        ...state.weights.filter((existing) => !sameUtcDay(existing.date, entry.date)),
        entry,
      ].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
      return state.weights;
    },
    'POST /api/contact': ({ body }) => {
      state.contacts.push(body as ContactRequest);
      return new Response(JSON.stringify({ id: `contact-${state.contacts.length}` }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    },
    ...moreRoutes,
  };
  return { ...installFakeApi(routes), state };
}

export type MemberApi = ReturnType<typeof installMemberApi>;
