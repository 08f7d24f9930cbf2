import type { SessionSnapshot } from '../../app/session/store';

/** The signed-in user in the current course, and whether they agreed to research there. */
export interface ResearchParticipant {
  userId: number;
  courseId: number;
  /** Exactly true: an answer of no, or none yet, records nothing. */
  agreed: boolean;
  /** Exactly false: they opted out, so nothing of theirs in the course stays stored. */
  optedOut: boolean;
  accessToken: string;
}

export function researchParticipant(snapshot: SessionSnapshot): ResearchParticipant | null {
  const registration = snapshot.profile?.courseRegistration;
  const user = snapshot.profile?.user;
  if (!snapshot.tokens || !registration || !user) return null;
  return {
    userId: user.userId,
    courseId: registration.courseId,
    agreed: registration.agreedToResearch === true,
    optedOut: registration.agreedToResearch === false,
    accessToken: snapshot.tokens.accessToken,
  };
}
