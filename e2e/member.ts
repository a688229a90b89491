import { randomUUID } from 'node:crypto';
import { expect, request, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
import type { DiaryDay, DiaryEntry, User, WeightEntry } from '@qis/contract/api';
import { createOwnMember, signInAs, type OwnMember } from './ownMember';

// Each Playwright worker writes as a member of its own, so two workers never see each other's diary,
// chat, workouts or weights: a copy of the demo member (profile, weight history, diary days, activity
// level), made on the e2e portal when the worker starts. The demo member itself is only read.

const DEMO = { email: 'demo@example.com', password: 'demo1234' };
/** The diary days copied: the demo's seeded fortnight, with room to spare. */
const DIARY_DAYS_BACK = 28;
/**
 * A stored session is used for this long, then a new sign-in replaces it: an access token lasts
 * 15 minutes, and a page whose token lapses would use the stored refresh token, which another test
 * may have used up already (the API then closes the session).
 */
const SESSION_REUSE_MS = 5 * 60_000;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface Member {
  email: string;
  password: string;
  /** The browser storage of a signed-in session, for a new context's `storageState`. */
  session: () => Promise<StorageState>;
}

/** The API as a member, through the double-submit CSRF check with a token of our own. */
async function apiAs(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const csrf = { 'x-xsrf-token': 'e2e', cookie: 'XSRF-TOKEN=e2e' };
  const anonymous = await request.newContext({ baseURL, extraHTTPHeaders: csrf });
  const login = await anonymous.post('/api/auth/login', { data: { email, pass: password } });
  expect(login.status(), `sign-in of ${email}`).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  await anonymous.dispose();
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { ...csrf, authorization: `Bearer ${accessToken}` },
  });
}

async function ok<T>(
  answer: Promise<{ ok(): boolean; status(): number; json(): Promise<unknown>; url(): string }>,
) {
  const response = await answer;
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** The entry as POST /api/diary/entries takes it, for the kinds the demo's seed writes. */
function entryBody(entry: DiaryEntry) {
  const common = {
    clientId: randomUUID(),
    date: entry.date,
    kind: entry.kind,
    ...(entry.slot ? { slot: entry.slot } : {}),
  };
  switch (entry.kind) {
    case 'food':
      return entry.grams !== null
        ? { ...common, foodId: entry.foodId, grams: entry.grams }
        : { ...common, foodId: entry.foodId, portions: entry.portions, unit: entry.portion?.unit };
    case 'recipe':
      return { ...common, recipeId: entry.ref, factor: entry.portions };
    case 'quick':
      return { ...common, name: entry.name, qis: entry.qis };
    case 'activity':
      return { ...common, code: entry.ref, minutes: entry.minutes };
    default:
      throw new Error(`the demo member has a ${entry.kind} entry, which this copy does not know`);
  }
}

/** A new member with the demo member's profile, weights, diary days and activity level. */
async function copyOfDemo(baseURL: string, label: string): Promise<{ email: string; password: string }> {
  const demo = await apiAs(baseURL, DEMO.email, DEMO.password);
  let member: OwnMember;
  try {
    const user = await ok<User>(demo.get('/api/profile'));
    member = await createOwnMember(label, user);
    const { email, password } = member;
    const copy = await apiAs(baseURL, email, password);
    try {
      const { firstName, lastName, birthMonth, birthYear, desiredWeight, gender } = user;
      await ok(
        copy.post('/api/profile', {
          data: { profile: { firstName, lastName, email, birthMonth, birthYear, desiredWeight, gender } },
        }),
      );
      for (const { date, weight } of await ok<WeightEntry[]>(demo.get('/api/profile/weight')))
        await ok(copy.post('/api/profile/weight', { data: { weight, date } }));
      const { activityLevel } = await ok<{ activityLevel: string | null }>(demo.get('/api/diary/settings'));
      if (activityLevel) await ok(copy.put('/api/diary/settings', { data: { activityLevel } }));
      for (let back = DIARY_DAYS_BACK; back >= 0; back -= 1) {
        const day = await ok<DiaryDay>(demo.get(`/api/diary/days/${utcDay(back)}`));
        for (const entry of day.entries)
          await ok(copy.post('/api/diary/entries', { data: entryBody(entry) }));
      }
    } finally {
      await copy.dispose();
    }
  } finally {
    await demo.dispose();
  }
  return member;
}

/** Signs in through the login screen, as a member would, and keeps what the browser stored. */
async function signedInStorage(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    await signInAs(await context.newPage(), { email, password });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** The worker's own member, and its signed-in session, renewed before its access token could lapse. */
export async function workerMember(browser: Browser, baseURL: string, workerIndex: number): Promise<Member> {
  const { email, password } = await copyOfDemo(baseURL, `e2e-worker-${workerIndex}`);
  let stored: { state: StorageState; at: number } | null = null;
  return {
    email,
    password,
    async session() {
      if (!stored || Date.now() - stored.at > SESSION_REUSE_MS) {
        const at = Date.now();
        stored = { state: await signedInStorage(browser, baseURL, email, password), at };
      }
      return stored.state;
    },
  };
}
