import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * The data model of api-reference section 2, table by table, as far as the features built so far
 * need it. Ids are bigserial like the reference; `mode: 'number'` keeps them plain numbers in
 * TypeScript (ids stay far below 2^53).
 */

export const roleEnum = pgEnum('role', ['student', 'staff', 'admin']);

const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const ref = (name: string) => bigint(name, { mode: 'number' });
const timestamps = () => ({
  insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    // Null until the user first signs in when an admin pre-created them by username.
    name: text('name'),
    username: text('username').notNull(),
    provider: text('provider').notNull(),
    superAdmin: boolean('super_admin').notNull().default(false),
    email: text('email'),
    latestViewedCourseId: ref('latest_viewed_course_id').references((): AnyPgColumn => courses.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [unique('users_username_provider_key').on(t.username, t.provider)],
);

export const courses = pgTable(
  'courses',
  {
    id: id(),
    courseName: text('course_name').notNull(),
    courseShortName: text('course_short_name'),
    viewable: boolean('viewable').notNull().default(true),
    enableGame: boolean('enable_game').notNull().default(true),
    enableAchievements: boolean('enable_achievements').notNull().default(true),
    enableOverallLeaderboard: boolean('enable_overall_leaderboard').notNull().default(true),
    enableContestLeaderboard: boolean('enable_contest_leaderboard').notNull().default(true),
    topLeaderboardDisplay: integer('top_leaderboard_display').notNull().default(100),
    topContestLeaderboardDisplay: integer('top_contest_leaderboard_display').notNull().default(10),
    enableSourcecast: boolean('enable_sourcecast').notNull().default(true),
    enableStories: boolean('enable_stories').notNull().default(false),
    sourceChapter: integer('source_chapter').notNull().default(1),
    sourceVariant: text('source_variant').notNull().default('default'),
    moduleHelpText: text('module_help_text'),
    assetsPrefix: text('assets_prefix'),
    feedbackUrl: text('feedback_url'),
    ...timestamps(),
  },
  (t) => [check('courses_source_chapter_check', sql`${t.sourceChapter} between 1 and 4`)],
);

export const courseRegistrations = pgTable(
  'course_registrations',
  {
    id: id(),
    role: roleEnum('role').notNull(),
    gameStates: jsonb('game_states').$type<Record<string, unknown>>().notNull().default({}),
    // Null until the student answers the research prompt.
    agreedToResearch: boolean('agreed_to_research'),
    groupId: ref('group_id').references((): AnyPgColumn => groups.id, { onDelete: 'set null' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    unique('course_registrations_user_id_course_id_key').on(t.userId, t.courseId),
    index('course_registrations_course_id_index').on(t.courseId),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: id(),
    name: text('name').notNull(),
    leaderId: ref('leader_id').references((): AnyPgColumn => courseRegistrations.id, {
      onDelete: 'set null',
    }),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [unique('groups_name_course_id_key').on(t.name, t.courseId)],
);

export const assessmentConfigs = pgTable(
  'assessment_configs',
  {
    id: id(),
    order: integer('order').notNull(),
    type: text('type').notNull(),
    showGradingSummary: boolean('show_grading_summary').notNull().default(true),
    isManuallyGraded: boolean('is_manually_graded').notNull().default(true),
    hasTokenCounter: boolean('has_token_counter').notNull().default(false),
    hasVotingFeatures: boolean('has_voting_features').notNull().default(false),
    earlySubmissionXp: integer('early_submission_xp').notNull().default(0),
    hoursBeforeEarlyXpDecay: integer('hours_before_early_xp_decay').notNull().default(0),
    isGradingAutoPublished: boolean('is_grading_auto_published').notNull().default(false),
    isMinigame: boolean('is_minigame').notNull().default(false),
    isAutosaveEnabled: boolean('is_autosave_enabled').notNull().default(true),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    unique('assessment_configs_order_course_id_key').on(t.order, t.courseId),
    check('assessment_configs_order_check', sql`${t.order} between 1 and 8`),
    check('assessment_configs_early_submission_xp_check', sql`${t.earlySubmissionXp} >= 0`),
    check('assessment_configs_hours_before_decay_check', sql`${t.hoursBeforeEarlyXpDecay} >= 0`),
  ],
);

/**
 * Refresh tokens, stored only as the SHA-256 of the token so a database leak yields nothing
 * usable. A rotated token keeps its row (revoked, pointing at its successor) so that reuse of an
 * old token can be detected.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: ref('replaced_by').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_id_index').on(t.userId)],
);
