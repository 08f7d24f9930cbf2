/**
 * The Classroom pages' own wording, where the spec only describes the text (spec 3 section 2.4).
 * Texts the spec gives word for word are the domain's CLASSROOM_TEXTS.
 */
export const CLASSROOM_PAGE_TEXTS = {
  navLabel: 'Classroom',
  courseSelect: 'Course',
  assessmentTypes: 'Assessment types',
  logIn: 'Log In',
  logOut: 'Log Out',
  signInTitle: 'Sign in to GitHub',
  signInHint: "Log in with your GitHub account to see your course's assessments.",
  welcomeTitle: 'Welcome to the Classroom',
  noCourse: 'No course information was found for your GitHub account.',
  checkWithStaff:
    "If you expected to see a course, please check with your course staff that you have joined the course's GitHub organisation.",
  findCourse:
    'Otherwise, look for a course to join: its staff will send you an invitation to the organisation.',
  githubError: 'Could not reach GitHub',
  tryAgain: 'Try again',
  coverAlt: (title: string) => `Cover of ${title}`,
} as const;

export const loggedInAs = (login: string) => `Logged in to GitHub as ${login}`;
