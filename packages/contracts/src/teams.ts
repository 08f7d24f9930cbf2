import { z } from 'zod';
import { IdParam } from './common';

/**
 * Team assessments (api-reference-routes: admin teams, team/:aid, admin/users/teamformation).
 * `userId` in team payloads is a course registration id, as in the reference.
 */

/** One team as the reference's team formation overview; staff (admin/teams) and members (team/:aid). */
export const TeamFormationOverview = z.object({
  teamId: z.number().int(),
  assessmentId: z.number().int(),
  assessmentName: z.string(),
  assessmentType: z.string(),
  /** The members' user ids, as the reference sends them. */
  studentIds: z.array(z.number().int()),
  studentNames: z.array(z.string().nullable()),
  /** The members' course registration ids (the `userId` of the team payloads), in the same order. */
  studentCourseRegIds: z.array(z.number().int()),
  studentUsernames: z.array(z.string()),
});
export type TeamFormationOverview = z.infer<typeof TeamFormationOverview>;
export const TeamFormationOverviews = z.array(TeamFormationOverview);

/** One student who can be put in a team: GET admin/users/teamformation. */
export const TeamFormationStudent = z.object({
  userId: z.number().int(),
  name: z.string().nullable(),
  username: z.string(),
});
export type TeamFormationStudent = z.infer<typeof TeamFormationStudent>;
export const TeamFormationStudents = z.array(TeamFormationStudent);

/** The most teams one request forms, and the most members a team may list (far above any course's needs). */
export const MAX_TEAMS_PER_REQUEST = 2000;
export const MAX_TEAM_MEMBERS = 100;

const Member = z.object({ userId: z.coerce.number().int().positive() });
const Team = z.array(Member).min(1, 'A team needs at least one student').max(MAX_TEAM_MEMBERS);

/** POST admin/teams: `{team: {assessment_id, student_ids: [[{userId}, ...], ...]}}`, one inner array a team. */
export const CreateTeamsRequest = z.object({
  team: z.object({
    assessment_id: z.coerce.number().int().positive(),
    student_ids: z.array(Team).min(1, 'No teams given').max(MAX_TEAMS_PER_REQUEST),
  }),
});
export type CreateTeamsRequest = z.infer<typeof CreateTeamsRequest>;

/** PUT admin/teams/:teamId: `{teamId, assessmentId, student_ids: [[{userId}, ...]]}` (the first inner array counts). */
export const UpdateTeamRequest = z.object({
  teamId: z.coerce.number().int().positive(),
  assessmentId: z.coerce.number().int().positive(),
  student_ids: z.array(Team).min(1, 'No team given').max(1),
});
export type UpdateTeamRequest = z.infer<typeof UpdateTeamRequest>;

export const TeamParams = z.object({ courseId: IdParam, teamId: IdParam });

// ---- the routes' texts: the reference's words (its 409 texts are in @sa/domain with the rules) ----
// Successes are `as const`, so a handler returning one keeps its literal type.
export const TEAMS_CREATED = 'Teams created successfully.' as const;
export const TEAMS_UPDATED = 'Teams updated successfully.' as const;
export const TEAM_DELETED_SUCCESSFULLY = 'Team deleted successfully.' as const;
/** GET team/:aid when the caller has no team in the assessment. */
export const MY_TEAM_NOT_FOUND = 'Team is not found!';
/** PUT or DELETE admin/teams/:teamId for a team not in the course. */
export const TEAM_NOT_FOUND = 'Team not found!';
export const TEAM_HAS_SUBMISSION_TO_MOVE =
  'This team has a submission for its assessment! Unable to move the team to another assessment!';
export const TEAM_ID_DIFFERS = 'The teamId in the body differs from the path';
