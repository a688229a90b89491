import { DIARY_SLOTS, LOCALES } from '@qis/contract';
import { DIARY_ENTRY_KINDS } from '@qis/contract/api';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The whole database. Migrations under mock-api/drizzle are generated from this file with
// `npm run db:generate -w mock-api`; the SQL must run on PGlite (PostgreSQL 18) and PostgreSQL 15.

/** A check's list of the contract's values, as SQL: ('a', 'b', …) without its parentheses. */
const sqlList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Server-wide settings shared by every API instance on the database (the generated JWT secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased, so uniqueness ignores case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Generated once; a trigger (migration 0001) refuses any later change. */
    memberNumber: text('member_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthMonth: smallint('birth_month'),
    birthYear: smallint('birth_year'),
    desiredWeight: doublePrecision('desired_weight'),
    gender: text('gender'),
    /** Null: the membership does not expire. */
    membershipExpiresAt: timestamp('membership_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_email_key').on(table.email),
    uniqueIndex('members_member_number_key').on(table.memberNumber),
    check('members_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('members_gender_check', sql`${table.gender} in ('female', 'male')`),
    check('members_birth_month_check', sql`${table.birthMonth} between 1 and 12`),
    check('members_desired_weight_check', sql`${table.desiredWeight} between 10 and 500`),
  ],
);

/** One entry per member and calendar day: a later save for the same day replaces the weight. */
export const weightEntries = pgTable(
  'weight_entries',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    weight: doublePrecision('weight').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'weight_entries_pkey', columns: [table.memberId, table.day] }),
    check('weight_entries_weight_check', sql`${table.weight} between 10 and 500`),
  ],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. Each login starts a family; every refresh marks
 * the presented token used and issues the next one in the same family. Presenting a used token
 * again means it was stolen (or replayed): the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_expires_idx').on(table.expiresAt),
  ],
);

/**
 * The one rate limiter's ledger (src/rateLimit): one row per request a rule let through, alive until
 * the rule's window has passed. A bucket names the rule and what it counts ("login-account:<email>",
 * "chat:<member id>"), so every API instance on the database counts the same requests.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_bucket_idx').on(table.bucket, table.expiresAt)],
);

/** A member's successful sign-ins (when, from which address): theirs to read in the export. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_ins_member_idx').on(table.memberId, table.signedInAt)],
);

/** Password reset links, stored only as SHA-256 hashes; single use, valid for an hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_member_idx').on(table.memberId)],
);

/**
 * Every membership number ever given, kept after its member is deleted: a number names one person
 * for good (support and letters quote it), so it is never given again.
 */
export const issuedMemberNumbers = pgTable('issued_member_numbers', {
  memberNumber: text('member_number').primaryKey(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When each member was last seen, for the footer's count of members online. */
export const memberActivity = pgTable(
  'member_activity',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('member_activity_last_seen_idx').on(table.lastSeenAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in sender; kept null if the member is deleted, so support keeps the message. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    membershipNumber: text('membership_number').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    /** Set once the message was handed to the SMTP server; null when mail is off or failed. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryError: text('delivery_error'),
  },
  (table) => [
    check(
      'contact_messages_reason_check',
      sql`${table.reason} in ('concept', 'meal-plan', 'qis', 'bonus-points', 'improvement', 'other')`,
    ),
    index('contact_messages_created_idx').on(table.createdAt),
  ],
);

export const FOOD_SOURCES = ['ciqual', 'swiss', 'bls', 'nevo'] as const;
export type FoodSource = (typeof FOOD_SOURCES)[number];
export const FOOD_NAME_LOCALES = ['fr', 'de', 'nl', 'it', 'en'] as const;
export type FoodNameLocale = (typeof FOOD_NAME_LOCALES)[number];

/**
 * The food catalogue, imported from the published composition tables (see src/foods/import).
 * Values are per 100 g of edible portion; null means the source does not give the value (never 0).
 */
export const foods = pgTable(
  'foods',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    /** The food's code in its source table, so a re-import updates instead of duplicating. */
    sourceCode: text('source_code').notNull(),
    kcal: doublePrecision('kcal'),
    fat: doublePrecision('fat'),
    /** mg per 100 g. */
    cholesterol: doublePrecision('cholesterol'),
    /** One of the 22 QIS-table category ids of mock-api/content/categories.json. */
    category: text('category'),
    portionGrams: doublePrecision('portion_grams'),
    portionLabel: text('portion_label'),
  },
  (table) => [
    uniqueIndex('foods_source_code_key').on(table.source, table.sourceCode),
    index('foods_category_idx').on(table.category),
    check('foods_source_check', sql`${table.source} in ('ciqual', 'swiss', 'bls', 'nevo')`),
  ],
);

/** A food's name per language, as its source gives it; search_key is the normalised name. */
export const foodNames = pgTable(
  'food_names',
  {
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    searchKey: text('search_key').notNull(),
  },
  (table) => [
    primaryKey({ name: 'food_names_pkey', columns: [table.foodId, table.locale] }),
    index('food_names_locale_idx').on(table.locale),
    check('food_names_locale_check', sql`${table.locale} in ('fr', 'de', 'nl', 'it', 'en')`),
  ],
);

export const CHAT_LOCALES = LOCALES;
export const CHAT_STATUSES = ['pending', 'answering', 'done', 'stopped', 'failed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/**
 * A member's question to the coaching assistant and the answer it got. The question is stored
 * before any answer exists, so the stream can be opened on another API instance than the one
 * that took the question; the answer is written as it is produced, so a member who stops the
 * stream or loses the connection keeps what had arrived.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** The page's locale when the question was asked: the answer's language when the question's own is unclear. */
    locale: text('locale').notNull(),
    answer: text('answer').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_messages_member_created_idx').on(table.memberId, table.createdAt),
    check('chat_messages_locale_check', sql`${table.locale} in (${sqlList(LOCALES)})`),
    check(
      'chat_messages_status_check',
      sql`${table.status} in ('pending', 'answering', 'done', 'stopped', 'failed')`,
    ),
  ],
);

/**
 * A guided workout a member finished. One row per member, workout and start time: a retried
 * POST of the same session finds the row and counts nothing twice.
 */
export const fitnessSessions = pgTable(
  'fitness_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The workout video's id, 1 to 11 (1 to 30 minutes). */
    workoutId: smallint('workout_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** The member's latest weight when the session was recorded: the QIS were earned at it. */
    weightKg: doublePrecision('weight_kg').notNull(),
    qis: integer('qis').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('fitness_sessions_member_start_key').on(table.memberId, table.workoutId, table.startedAt),
    index('fitness_sessions_member_completed_idx').on(table.memberId, table.completedAt),
    check('fitness_sessions_workout_check', sql`${table.workoutId} between 1 and 11`),
    check('fitness_sessions_duration_check', sql`${table.durationSeconds} between 1 and 7200`),
  ],
);

export const DIARY_KINDS = DIARY_ENTRY_KINDS;
export type DiaryKind = (typeof DIARY_KINDS)[number];

/**
 * What a member ate (a catalogue food, a recipe, a quick add) or did (a bonus activity) on one of
 * their calendar days. The entry keeps what was chosen as data, and the QIS the server computed
 * from the catalogue when it was written (a later import does not rewrite the past). One row per
 * member and client id: a write sent again after a lost answer or from the offline queue lands on
 * the first row.
 */
export const diaryEntries = pgTable(
  'diary_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Null for an activity, which belongs to the day, not to a meal. */
    slot: text('slot'),
    kind: text('kind').notNull(),
    /** The catalogue food (kind food); no foreign key: a re-import may replace a food, the entry stays. */
    foodId: integer('food_id'),
    /**
     * The recipe's content id (kind recipe), the Compendium code (kind activity), or the member's
     * food or recipe id (kinds my-food, my-recipe; no foreign key: deleting it keeps the day).
     */
    ref: text('ref'),
    /** The name when written, in the member's language: shown when the food or recipe is gone. */
    name: text('name').notNull(),
    grams: doublePrecision('grams'),
    /** Household portions (kind food with a portion), or the recipe's served portion factor. */
    portions: doublePrecision('portions'),
    minutes: integer('minutes'),
    qis: integer('qis').notNull(),
    /**
     * The member's food's kcal per 100 g (my-food) or their recipe's kcal per serving (my-recipe) as
     * written: a later change of the amount counts at these, not at the food as edited since.
     */
    unitKcal: doublePrecision('unit_kcal'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('diary_entries_member_client_key').on(table.memberId, table.clientId),
    index('diary_entries_member_day_idx').on(table.memberId, table.day),
    check('diary_entries_kind_check', sql`${table.kind} in (${sqlList(DIARY_KINDS)})`),
    check(
      'diary_entries_slot_check',
      sql`(${table.kind} = 'activity' and ${table.slot} is null) or ${table.slot} in (${sqlList(DIARY_SLOTS)})`,
    ),
    check('diary_entries_qis_check', sql`${table.qis} between 0 and 10000`),
  ],
);

/** The diary's settings of a member: the activity level the range is computed with. */
export const diarySettings = pgTable(
  'diary_settings',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    activityLevel: text('activity_level').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'diary_settings_activity_level_check',
      sql`${table.activityLevel} in ('very-inactive', 'sitting', 'high-work', 'high-work-leisure')`,
    ),
  ],
);

/** A food a member entered from its label; no other member ever reads it. */
export const myFoods = pgTable(
  'my_foods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kcalPer100g: doublePrecision('kcal_per_100g').notNull(),
    portionLabel: text('portion_label'),
    portionGrams: doublePrecision('portion_grams'),
    /** The language the name is written in (its words are searched with that language's rules). */
    locale: text('locale', { enum: LOCALES }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('my_foods_member_idx').on(table.memberId),
    check('my_foods_kcal_check', sql`${table.kcalPer100g} between 0 and 900`),
    check(
      'my_foods_portion_check',
      sql`(${table.portionLabel} is null) = (${table.portionGrams} is null) and (${table.portionGrams} is null or ${table.portionGrams} between 1 and 5000)`,
    ),
  ],
);

/** A member's recipe: its ingredients are in my_recipe_ingredients, its QIS computed when read. */
export const myRecipes = pgTable(
  'my_recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    servings: integer('servings').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('my_recipes_member_idx').on(table.memberId),
    check('my_recipes_servings_check', sql`${table.servings} between 1 and 50`),
  ],
);

/**
 * One ingredient of a member's recipe: a catalogue food (no foreign key: a re-import may replace it)
 * or one of the member's foods, which cannot be deleted while a recipe uses it.
 */
export const myRecipeIngredients = pgTable(
  'my_recipe_ingredients',
  {
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => myRecipes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    foodId: integer('food_id'),
    // No action (not restrict): checked at the statement's end, so deleting a member cascades through both.
    myFoodId: uuid('my_food_id').references(() => myFoods.id, { onDelete: 'no action' }),
    grams: doublePrecision('grams').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.recipeId, table.position] }),
    index('my_recipe_ingredients_my_food_idx').on(table.myFoodId),
    check(
      'my_recipe_ingredients_one_food_check',
      sql`(${table.foodId} is null) <> (${table.myFoodId} is null)`,
    ),
  ],
);

/** What a saved meal adds: each entry of the slot as it was written (name, amount, QIS). */
export interface SavedMealItem {
  kind: DiaryKind;
  foodId: number | null;
  ref: string | null;
  name: string;
  grams: number | null;
  portions: number | null;
  qis: number;
  unitKcal: number | null;
}

/** A slot of a day saved under a name, to add again in one write. */
export const diaryMeals = pgTable(
  'diary_meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slot: text('slot', { enum: DIARY_SLOTS }).notNull(),
    items: jsonb('items').$type<SavedMealItem[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('diary_meals_member_idx').on(table.memberId)],
);

/**
 * How many times each member's rows have changed. Migration 0007's triggers count every write to a
 * member's rows in the write's own transaction, whoever makes it (any API instance, a script,
 * psql), so a reader that sees a version also sees the rows it counts. An API instance keeps a
 * member's answers by the version read before the route runs (http/revalidate.ts).
 */
export const memberDataVersions = pgTable('member_data_versions', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * One row, counting the writes that are no single member's: the food catalogue, the server's
 * settings, and a table emptied at once (TRUNCATE). Every kept answer depends on it.
 */
export const dataEpoch = pgTable(
  'data_epoch',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [check('data_epoch_one_row', sql`${table.id} = 1`)],
);
