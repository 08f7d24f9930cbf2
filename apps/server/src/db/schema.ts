import type { GoalType } from '@sa/contracts';
import type {
  AutograderResult,
  NotificationType,
  SourceEngine,
  StoredAnswer,
  StoredLibrary,
  StoredQuestion,
} from '@sa/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The data model of api-reference section 2, table by table, as far as the features built so far
 * need it. Ids are bigserial like the reference; `mode: 'number'` keeps them plain numbers in
 * TypeScript (ids stay far below 2^53).
 */

export const roleEnum = pgEnum('role', ['student', 'staff', 'admin']);
export const submissionStatusEnum = pgEnum('submission_status', ['attempting', 'attempted', 'submitted']);
export const autogradingStatusEnum = pgEnum('autograding_status', [
  'none',
  'processing',
  'success',
  'failed',
]);
export const questionTypeEnum = pgEnum('question_type', ['programming', 'mcq', 'voting']);

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
    // Off by default: some universities do not want open attempts submitted for their students.
    enableAutoSubmitOnClose: boolean('enable_auto_submit_on_close').notNull().default(false),
    sourceChapter: integer('source_chapter').notNull().default(1),
    sourceVariant: text('source_variant').notNull().default('default'),
    // The evaluator of the default variant (ADR 0039); text with a check, like the chapter.
    sourceEngine: text('source_engine').$type<SourceEngine>().notNull().default('fast'),
    moduleHelpText: text('module_help_text'),
    assetsPrefix: text('assets_prefix'),
    feedbackUrl: text('feedback_url'),
    ...timestamps(),
  },
  (t) => [
    check('courses_source_chapter_check', sql`${t.sourceChapter} between 1 and 4`),
    check('courses_source_engine_check', sql`${t.sourceEngine} in ('fast', 'js-slang')`),
  ],
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

export const assessments = pgTable(
  'assessments',
  {
    id: id(),
    title: text('title').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    summaryShort: text('summary_short'),
    summaryLong: text('summary_long'),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    coverPicture: text('cover_picture'),
    missionPdf: text('mission_pdf'),
    // The upsert key of a re-upload within a course.
    number: text('number').notNull(),
    story: text('story'),
    reading: text('reading'),
    // Null means public; a private assessment without a PASSWORD element has the empty password.
    password: text('password'),
    maxTeamSize: integer('max_team_size').notNull().default(1),
    hasTokenCounter: boolean('has_token_counter').notNull().default(false),
    hasVotingFeatures: boolean('has_voting_features').notNull().default(false),
    isAutosaveEnabled: boolean('is_autosave_enabled').notNull().default(true),
    llmAssessmentPrompt: text('llm_assessment_prompt'),
    // When the closer last dealt with this assessment's close; null or earlier than close_at (the
    // close was moved later) means it still has to.
    autoClosedAt: timestamp('auto_closed_at', { withTimezone: true }),
    // Contest voting (features/contest/scheduler-service.ts): when the scheduler last recomputed
    // this voting assessment's scores, and when it ran the final scoring and XP dispatch after the
    // close (null or earlier than close_at: still to do).
    contestScoredAt: timestamp('contest_scored_at', { withTimezone: true }),
    contestFinalisedAt: timestamp('contest_finalised_at', { withTimezone: true }),
    configId: ref('config_id')
      .notNull()
      .references(() => assessmentConfigs.id, { onDelete: 'cascade' }),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    unique('assessments_number_course_id_key').on(t.number, t.courseId),
    index('assessments_course_id_index').on(t.courseId),
    index('assessments_config_id_index').on(t.configId),
    check('assessments_open_before_close_check', sql`${t.openAt} < ${t.closeAt}`),
    check('assessments_max_team_size_check', sql`${t.maxTeamSize} >= 1`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    // 1-based position; re-uploads match questions by it.
    displayOrder: integer('display_order').notNull(),
    type: questionTypeEnum('type').notNull(),
    // The type-specific content; `type` above and `question.type` always agree.
    question: jsonb('question').$type<StoredQuestion>().notNull(),
    maxXp: integer('max_xp').notNull().default(0),
    showSolution: boolean('show_solution').notNull().default(false),
    blocking: boolean('blocking').notNull().default(false),
    library: jsonb('library').$type<StoredLibrary>().notNull(),
    gradingLibrary: jsonb('grading_library').$type<StoredLibrary>().notNull(),
    // Voting questions: when contest entries were last handed out (null: never), so the scheduler
    // does not retry a contest that had nothing to hand out.
    entriesAssignedAt: timestamp('entries_assigned_at', { withTimezone: true }),
    assessmentId: ref('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    index('questions_assessment_id_index').on(t.assessmentId),
    // The contest scheduler looks for voting questions every minute; few questions are.
    index('questions_voting_assessment_id_index').on(t.assessmentId).where(sql`${t.type} = 'voting'`),
    check('questions_max_xp_check', sql`${t.maxXp} >= 0`),
  ],
);

export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    status: submissionStatusEnum('status').notNull().default('attempting'),
    xpBonus: integer('xp_bonus').notNull().default(0),
    isGradingPublished: boolean('is_grading_published').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    unsubmittedAt: timestamp('unsubmitted_at', { withTimezone: true }),
    unsubmittedById: ref('unsubmitted_by_id').references((): AnyPgColumn => courseRegistrations.id, {
      onDelete: 'set null',
    }),
    // Exactly one owner: a student, or a team of a team assessment (maxTeamSize > 1).
    studentId: ref('student_id').references(() => courseRegistrations.id, { onDelete: 'cascade' }),
    teamId: ref('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'cascade' }),
    assessmentId: ref('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    unique('submissions_assessment_id_student_id_key').on(t.assessmentId, t.studentId),
    unique('submissions_assessment_id_team_id_key').on(t.assessmentId, t.teamId),
    index('submissions_student_id_index').on(t.studentId),
    index('submissions_team_id_index').on(t.teamId),
    check('submissions_xp_bonus_check', sql`${t.xpBonus} >= 0`),
    check('submissions_one_owner_check', sql`(${t.studentId} is null) <> (${t.teamId} is null)`),
  ],
);

/** The teams of a team assessment (api-reference section 2): staff form them, members share one submission. */
export const teams = pgTable(
  'teams',
  {
    id: id(),
    assessmentId: ref('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [index('teams_assessment_id_index').on(t.assessmentId)],
);

export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    teamId: ref('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    studentId: ref('student_id')
      .notNull()
      .references(() => courseRegistrations.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    unique('team_members_team_id_student_id_key').on(t.teamId, t.studentId),
    index('team_members_student_id_index').on(t.studentId),
  ],
);

export const answers = pgTable(
  'answers',
  {
    id: id(),
    answer: jsonb('answer').$type<StoredAnswer>().notNull(),
    xp: integer('xp').notNull().default(0),
    xpAdjustment: integer('xp_adjustment').notNull().default(0),
    comments: text('comments'),
    autogradingStatus: autogradingStatusEnum('autograding_status').notNull().default('none'),
    autogradingResults: jsonb('autograding_results').$type<AutograderResult[]>().notNull().default([]),
    relativeScore: doublePrecision('relative_score').notNull().default(0),
    popularScore: doublePrecision('popular_score').notNull().default(0),
    lastModifiedAt: timestamp('last_modified_at', { withTimezone: true }).notNull().defaultNow(),
    graderId: ref('grader_id').references((): AnyPgColumn => courseRegistrations.id, {
      onDelete: 'set null',
    }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    // When the saving client says the edit was made; a save of an older edit is refused (409),
    // so a retried slow save never overwrites a newer answer. Null: no client has sent one.
    editedAt: timestamp('edited_at', { withTimezone: true }),
    submissionId: ref('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    questionId: ref('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    unique('answers_submission_id_question_id_key').on(t.submissionId, t.questionId),
    index('answers_question_id_index').on(t.questionId),
  ],
);

/**
 * Saved versions of a programming answer (api-reference section 2, `versions`): one per save,
 * collapsed where saves come close together (see the answer service), and any named by the user.
 */
export const answerVersions = pgTable(
  'answer_versions',
  {
    id: id(),
    answerId: ref('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    name: text('name'),
    // Who saved it: on a team assessment any member may.
    savedById: ref('saved_by_id').references(() => courseRegistrations.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('answer_versions_answer_id_inserted_at_index').on(t.answerId, t.insertedAt)],
);

/**
 * One contest entry handed to one voter for one voting question (api-reference section 7); the
 * score stays null until the voter scores it. Deleting the voter, the entry or the question
 * deletes the vote.
 */
export const submissionVotes = pgTable(
  'submission_votes',
  {
    id: id(),
    voterId: ref('voter_id')
      .notNull()
      .references(() => courseRegistrations.id, { onDelete: 'cascade' }),
    submissionId: ref('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    questionId: ref('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    score: integer('score'),
    ...timestamps(),
  },
  (t) => [
    unique('submission_votes_voter_id_submission_id_question_id_key').on(
      t.voterId,
      t.submissionId,
      t.questionId,
    ),
    // Scoring reads an entry's votes; reassignment deletes a question's votes.
    index('submission_votes_submission_id_index').on(t.submissionId),
    index('submission_votes_question_id_index').on(t.questionId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    type: text('type').$type<NotificationType>().notNull(),
    read: boolean('read').notNull().default(false),
    courseRegId: ref('course_reg_id')
      .notNull()
      .references(() => courseRegistrations.id, { onDelete: 'cascade' }),
    assessmentId: ref('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    submissionId: ref('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [index('notifications_course_reg_id_read_index').on(t.courseRegId, t.read)],
);

export const gradingJobStatusEnum = pgEnum('grading_job_status', ['queued', 'running', 'done']);

/**
 * The durable queue of programming answers to autograde (one row per answer). A worker claims
 * rows with FOR UPDATE SKIP LOCKED and holds them until locked_until; a job left 'running' past
 * its lock (its process died) is claimed again, so every finalised answer is graded eventually.
 */
export const gradingJobs = pgTable(
  'grading_jobs',
  {
    id: id(),
    answerId: ref('answer_id')
      .notNull()
      .references(() => answers.id, { onDelete: 'cascade' }),
    status: gradingJobStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    unique('grading_jobs_answer_id_key').on(t.answerId),
    index('grading_jobs_status_locked_until_index').on(t.status, t.lockedUntil),
  ],
);

/**
 * Achievements and goals of a course (api-reference section 8). The client chooses the uuids. The
 * server stores goals without interpreting them; goal_progress is what clients (or staff) post.
 */
export const achievements = pgTable(
  'achievements',
  {
    uuid: uuid('uuid').primaryKey(),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    xp: integer('xp').notNull().default(0),
    isVariableXp: boolean('is_variable_xp').notNull().default(false),
    openAt: timestamp('open_at', { withTimezone: true }),
    closeAt: timestamp('close_at', { withTimezone: true }),
    isTask: boolean('is_task').notNull().default(false),
    // 0 hides the achievement; tasks are numbered from 1 by the editor.
    position: integer('position').notNull().default(0),
    cardTileUrl: text('card_tile_url'),
    canvasUrl: text('canvas_url'),
    description: text('description'),
    completionText: text('completion_text'),
    ...timestamps(),
  },
  (t) => [
    index('achievements_course_id_index').on(t.courseId),
    check('achievements_xp_check', sql`${t.xp} >= 0`),
    check('achievements_position_check', sql`${t.position} >= 0`),
  ],
);

/** Both ends are achievements of the same course (the service checks); deleting either removes the edge. */
export const achievementPrerequisites = pgTable(
  'achievement_prerequisites',
  {
    achievementUuid: uuid('achievement_uuid')
      .notNull()
      .references(() => achievements.uuid, { onDelete: 'cascade' }),
    prerequisiteUuid: uuid('prerequisite_uuid')
      .notNull()
      .references(() => achievements.uuid, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'achievement_prerequisites_pkey', columns: [t.achievementUuid, t.prerequisiteUuid] }),
    index('achievement_prerequisites_prerequisite_uuid_index').on(t.prerequisiteUuid),
    check('achievement_prerequisites_not_self_check', sql`${t.achievementUuid} <> ${t.prerequisiteUuid}`),
  ],
);

export const goals = pgTable(
  'goals',
  {
    uuid: uuid('uuid').primaryKey(),
    courseId: ref('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    targetCount: integer('target_count').notNull().default(0),
    type: text('type').$type<GoalType>().notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    index('goals_course_id_index').on(t.courseId),
    check('goals_target_count_check', sql`${t.targetCount} >= 0`),
  ],
);

export const achievementToGoal = pgTable(
  'achievement_to_goal',
  {
    achievementUuid: uuid('achievement_uuid')
      .notNull()
      .references(() => achievements.uuid, { onDelete: 'cascade' }),
    goalUuid: uuid('goal_uuid')
      .notNull()
      .references(() => goals.uuid, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'achievement_to_goal_pkey', columns: [t.achievementUuid, t.goalUuid] }),
    index('achievement_to_goal_goal_uuid_index').on(t.goalUuid),
  ],
);

/** One user's progress on one goal; a missing row means count 0, not completed. */
export const goalProgress = pgTable(
  'goal_progress',
  {
    goalUuid: uuid('goal_uuid')
      .notNull()
      .references(() => goals.uuid, { onDelete: 'cascade' }),
    courseRegId: ref('course_reg_id')
      .notNull()
      .references(() => courseRegistrations.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ name: 'goal_progress_pkey', columns: [t.goalUuid, t.courseRegId] }),
    index('goal_progress_course_reg_id_index').on(t.courseRegId),
    check('goal_progress_count_check', sql`${t.count} >= 0`),
  ],
);

export * from './devices-schema';
export * from './game-schema';
export * from './research-logs-schema';
export * from './sharing-schema';
export * from './sourcecast-schema';
