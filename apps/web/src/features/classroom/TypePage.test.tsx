import { CLASSROOM_TEXTS } from '@sa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_COVER } from '../../app/images/FallbackImage';
import { formatDate } from '../../lib/formatDate';
import { tabGitHubSession } from '../../lib/github/session';
import {
  COURSE_INFO,
  NEW_MISSION,
  OPEN_MISSION,
  PAST_MISSION,
  UNDATED_QUEST,
  USER_REPOS_AT_START,
} from '../../test/fakeGitHub';
import {
  COURSE_INFO_REPO,
  COURSE_ORG,
  classroomBar,
  courseRepo,
  FAKE_USER,
  type FakeGitHub,
  renderClassroom,
  signInToFakeGitHub,
  startFakeGitHub,
} from './test/classroomTest';

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await startFakeGitHub();
  signInToFakeGitHub();
});
afterEach(async () => {
  tabGitHubSession().clear();
  vi.restoreAllMocks();
  await fake.close();
});

const login = FAKE_USER.login;
const card = (title: string) => screen.getByRole('article', { name: title });
const cardButton = (title: string) => within(card(title)).getByRole('button');
const missions = COURSE_INFO.types[0]?.assessments ?? [];
const closeAt = (title: string) => missions.find((a) => a.title === title)?.closeAt ?? '';

describe('the Classroom type pages, discovered on the fake GitHub', () => {
  it('goes from login to the first type page and lists its published assessments by due date', async () => {
    const { router } = renderClassroom('/githubassessments/login', { fake });
    expect(await screen.findByRole('heading', { name: 'Missions' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/githubassessments/missions');
    // The accepted missions' repositories sort after the user's own 103 (ada-gh/...): they are on
    // the second page of GET /user/repos, so 'Open' below needs every page read.
    const names = fake.repositories.map((r) => `${r.owner}/${r.name}`).sort();
    expect(USER_REPOS_AT_START).toBeGreaterThan(100);
    expect(names.indexOf(`${COURSE_ORG}/${OPEN_MISSION.repoPrefix}-${login}`)).toBeGreaterThanOrEqual(100);

    const titles = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(titles).toEqual([PAST_MISSION.title, OPEN_MISSION.title, NEW_MISSION.title]);
    expect(cardButton(PAST_MISSION.title).textContent).toBe(CLASSROOM_TEXTS.reviewAnswers);
    expect(cardButton(OPEN_MISSION.title).textContent).toBe(CLASSROOM_TEXTS.open);
    expect(cardButton(NEW_MISSION.title).textContent).toBe(CLASSROOM_TEXTS.accept);

    const open = within(card(OPEN_MISSION.title));
    expect(open.getByText(`${COURSE_ORG}/${OPEN_MISSION.repoPrefix}-${login}`)).toBeTruthy();
    expect(open.getByText(`Due: ${formatDate(closeAt(OPEN_MISSION.title))}`)).toBeTruthy();
    // The summary is markdown: `beside` is code.
    expect(open.getByText('beside').tagName).toBe('CODE');
    // No cover image given: the default one.
    expect(open.getByRole('img', { name: `Cover of ${OPEN_MISSION.title}` }).getAttribute('src')).toBe(
      DEFAULT_COVER,
    );

    const bar = within(classroomBar());
    const course = bar.getByRole('combobox', { name: 'Course' }) as HTMLSelectElement;
    expect(course.disabled).toBe(true);
    expect(course.selectedOptions[0]?.textContent).toBe('demo');
    expect(bar.getAllByRole('link').map((l) => l.textContent)).toEqual(['Missions', 'Path Quests']);
  });

  it('opens the mission repository in the workspace, with its due date; Review Answers too', async () => {
    const { router } = renderClassroom('/githubassessments/missions', { fake });
    await userEvent.click(await screen.findByRole('button', { name: CLASSROOM_TEXTS.open }));
    expect(router.state.location.pathname).toBe('/githubassessments/editor');
    expect(router.state.location.state).toEqual({
      missionRepoData: { owner: COURSE_ORG, name: `${OPEN_MISSION.repoPrefix}-${login}` },
      title: OPEN_MISSION.title,
      dueDate: closeAt(OPEN_MISSION.title),
    });

    await router.navigate('/githubassessments/missions');
    await userEvent.click(await screen.findByRole('button', { name: CLASSROOM_TEXTS.reviewAnswers }));
    expect(router.state.location.state).toMatchObject({
      missionRepoData: { owner: COURSE_ORG, name: `${PAST_MISSION.repoPrefix}-${login}` },
      dueDate: closeAt(PAST_MISSION.title),
    });
  });

  it('accepts in a new window, and creates a new assessment with no state', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = renderClassroom('/githubassessments/missions', { fake });
    await userEvent.click(await screen.findByRole('button', { name: CLASSROOM_TEXTS.accept }));
    const acceptLink = missions.find((a) => a.title === NEW_MISSION.title)?.acceptLink;
    expect(opened).toHaveBeenCalledWith(acceptLink, '_blank', 'noopener,noreferrer');
    expect(router.state.location.pathname).toBe('/githubassessments/missions');

    await userEvent.click(screen.getByRole('button', { name: CLASSROOM_TEXTS.createAssessment }));
    expect(router.state.location.pathname).toBe('/githubassessments/editor');
    expect(router.state.location.state).toBeNull();
  });

  it('shows an assessment without due date on its type page, reached by the type link', async () => {
    renderClassroom('/githubassessments/missions', { fake });
    await screen.findByRole('heading', { name: 'Missions' });
    await userEvent.click(within(classroomBar()).getByRole('link', { name: 'Path Quests' }));
    expect(await screen.findByRole('heading', { name: 'Path Quests' })).toBeTruthy();
    const quest = within(card(UNDATED_QUEST.title));
    expect(quest.getByText(CLASSROOM_TEXTS.noDueDate)).toBeTruthy();
    expect(quest.getByRole('button').textContent).toBe(CLASSROOM_TEXTS.accept);
  });

  it('refreshes: a repository accepted meanwhile turns Accept into Open', async () => {
    renderClassroom('/githubassessments/missions', { fake });
    await screen.findByRole('article', { name: NEW_MISSION.title });
    expect(cardButton(NEW_MISSION.title).textContent).toBe(CLASSROOM_TEXTS.accept);
    fake.repositories.push({
      owner: COURSE_ORG,
      name: `${NEW_MISSION.repoPrefix}-${login}`,
      files: new Map([['README.md', '# Beyond\n']]),
      private: true,
      collaborators: [login],
    });
    await userEvent.click(screen.getByRole('button', { name: CLASSROOM_TEXTS.refreshAssessments }));
    expect(await screen.findByText(CLASSROOM_TEXTS.fetchingAssessment)).toBeTruthy();
    await waitFor(() => expect(cardButton(NEW_MISSION.title).textContent).toBe(CLASSROOM_TEXTS.open));
  });

  it('says there are no assessments when a type has none published', async () => {
    const info = { types: [{ typeName: 'Drafts', assessments: [{ ...missions[3], published: false }] }] };
    courseRepo(fake, COURSE_INFO_REPO).files.set('course-info.json', JSON.stringify(info));
    const { router } = renderClassroom('/githubassessments/login', { fake });
    expect(await screen.findByText(CLASSROOM_TEXTS.noAssessments)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/githubassessments/drafts');
  });

  it('sends an unknown type, and the bare path, to the first type page', async () => {
    const { router } = renderClassroom('/githubassessments/no-such-type', { fake });
    await screen.findByRole('heading', { name: 'Missions' });
    expect(router.state.location.pathname).toBe('/githubassessments/missions');
    await router.navigate('/githubassessments');
    await waitFor(() => expect(router.state.location.pathname).toBe('/githubassessments/missions'));
  });
});

describe('missing course information', () => {
  it('says the course-info repository cannot be located, and welcomes the user', async () => {
    fake.repositories.splice(fake.repositories.indexOf(courseRepo(fake, COURSE_INFO_REPO)), 1);
    const { router } = renderClassroom('/githubassessments/login', { fake });
    expect(await screen.findByText(CLASSROOM_TEXTS.courseInfoRepoMissing)).toBeTruthy();
    expect(await screen.findByText('No course information was found for your GitHub account.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/githubassessments/welcome');
    // No types: no course select.
    expect(within(classroomBar()).queryByRole('combobox')).toBeNull();
  });

  it('says the course-info.json file cannot be located', async () => {
    courseRepo(fake, COURSE_INFO_REPO).files.delete('course-info.json');
    const { router } = renderClassroom('/githubassessments/login', { fake });
    expect(await screen.findByText(CLASSROOM_TEXTS.courseInfoFileMissing)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/githubassessments/welcome'));
  });

  it('names what is wrong in a course-info.json that cannot be read', async () => {
    courseRepo(fake, COURSE_INFO_REPO).files.set('course-info.json', '{"types": [{"typeName": 3}]}');
    renderClassroom('/githubassessments/login', { fake });
    expect(await screen.findByText(/types\[0\]\.typeName: must be text/)).toBeTruthy();
  });
});
