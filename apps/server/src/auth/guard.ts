import { CourseParams } from '@sa/contracts';
import { hasRoleAtLeast, type Role } from '@sa/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserCaches } from '../cache/user-caches';
import type { Database } from '../db/client';
import { courseRegistrations, users } from '../db/schema';
import { forbidden, parseInput, unauthorised } from '../http/errors';
import type { TokenService } from './tokens';

export interface AuthUser {
  id: number;
  name: string | null;
  username: string;
  provider: string;
  superAdmin: boolean;
  latestViewedCourseId: number | null;
}

export interface CourseReg {
  id: number;
  courseId: number;
  userId: number;
  role: Role;
  groupId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; read it through `currentUser(request)`. */
    user: AuthUser | null;
    /** Set by `requireCourseRole`; read it through `currentCourseReg(request)`. */
    courseReg: CourseReg | null;
  }
}

export interface Guards {
  /** preHandler: a valid access token of an existing user, else 401 `Unauthorised`. */
  authenticate: preHandlerAsyncHookHandler;
  /**
   * preHandlers for course routes: authenticate, then the caller's registration in :courseId with
   * at least `minRole`, else 403 `Forbidden`.
   */
  requireCourseRole(minRole: Role): preHandlerAsyncHookHandler[];
}

export function createGuards(db: Database, tokens: TokenService, caches: UserCaches): Guards {
  async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const match = header === undefined ? null : /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorised();
    const userId = await tokens.verifyAccessToken(match[1]);
    if (userId === undefined) throw unauthorised();
    request.user = await caches.users.get(userId, () => loadUser(db, userId));
  }

  function requireCourseRole(minRole: Role): preHandlerAsyncHookHandler[] {
    async function checkCourse(request: FastifyRequest): Promise<void> {
      const { courseId } = parseInput(CourseParams, request.params, 'Invalid course id');
      const user = currentUser(request);
      const [reg] = await db
        .select({
          id: courseRegistrations.id,
          courseId: courseRegistrations.courseId,
          userId: courseRegistrations.userId,
          role: courseRegistrations.role,
          groupId: courseRegistrations.groupId,
        })
        .from(courseRegistrations)
        .where(and(eq(courseRegistrations.userId, user.id), eq(courseRegistrations.courseId, courseId)));
      if (!reg || !hasRoleAtLeast(reg.role, minRole)) throw forbidden();
      request.courseReg = reg;
    }
    return [authenticate, checkCourse];
  }

  return { authenticate, requireCourseRole };
}

/** The signed-in caller; only valid behind `authenticate` (a missing guard is a server bug). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user)
    throw new Error(`Route ${routeOf(request)} reads the user without the authenticate guard`);
  return request.user;
}

export function currentCourseReg(request: FastifyRequest): CourseReg {
  if (!request.courseReg)
    throw new Error(`Route ${routeOf(request)} reads the course without requireCourseRole`);
  return request.courseReg;
}

/** The route's pattern, not the request's URL: an error message reaches the logs (log-redaction.ts). */
function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
}

/** Registers the request properties with null defaults, as Fastify recommends for decorations. */
export function decorateAuthRequest(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('courseReg', null);
}

/** The user a token names; a deleted user's token is still signed correctly but must not act. */
async function loadUser(db: Database, userId: number): Promise<AuthUser> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      provider: users.provider,
      superAdmin: users.superAdmin,
      latestViewedCourseId: users.latestViewedCourseId,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorised();
  return user;
}
