import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, text } from '../../../test/fakeBackend';
import { daysFromNow, listingBackend, notification, openAssessments, overview } from '../testSupport';

type Scope = ReturnType<typeof within>;
const region = async (name: string): Promise<Scope> => within(await screen.findByRole('region', { name }));
const titlesIn = (section: Scope) =>
  section.queryAllByRole('article').map((card: HTMLElement) => within(card).getByRole('heading').textContent);
const card = (name: string) => within(screen.getByRole('article', { name }));

describe('assessment listing', () => {
  it('sorts the type’s assessments into Upcoming, Open and Closed by dates and status', async () => {
    openAssessments('/courses/1/missions', {
      overviews: [
        overview(1, { title: 'Later', openAt: daysFromNow(3), closeAt: daysFromNow(10) }),
        overview(2, { title: 'Sooner', openAt: daysFromNow(1), closeAt: daysFromNow(10) }),
        overview(3, { title: 'Running', status: 'attempting' }),
        overview(4, { title: 'Finalised early', status: 'submitted' }),
        overview(5, { title: 'Past', openAt: daysFromNow(-9), closeAt: daysFromNow(-2) }),
        overview(6, { title: 'A quest', type: 'Quests' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Missions' })).toBeTruthy();
    expect(titlesIn(await region('Upcoming'))).toEqual(['Sooner', 'Later']);
    expect(titlesIn(await region('Open'))).toEqual(['Running']);
    // Closed: latest deadline first.
    expect(titlesIn(await region('Closed'))).toEqual(['Finalised early', 'Past']);
    expect(screen.queryByText('A quest')).toBeNull();
    // Page order follows the spec: Upcoming, Open, Closed.
    expect(screen.getAllByRole('region').map((r) => r.querySelector('h3')?.textContent)).toEqual([
      'Upcoming',
      'Open',
      'Closed',
    ]);
  });

  it("dates read 'Opens at:' before opening and 'Due:' afterwards", async () => {
    const opensAt = daysFromNow(2);
    const dueAt = daysFromNow(5);
    openAssessments('/courses/1/missions', {
      overviews: [
        overview(1, { title: 'Soon', openAt: opensAt, closeAt: daysFromNow(9) }),
        overview(2, { title: 'Now', closeAt: dueAt }),
      ],
    });
    await screen.findByRole('article', { name: 'Soon' });
    const format = (iso: string) =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
    expect(card('Soon').getByText(`Opens at: ${format(opensAt)}`)).toBeTruthy();
    expect(card('Now').getByText(`Due: ${format(dueAt)}`)).toBeTruthy();
  });

  it('names the action by status and links it to the first question', async () => {
    openAssessments('/courses/1/path-quests', {
      overviews: [
        overview(11, { title: 'A', type: 'Path Quests', status: 'not_attempted' }),
        overview(12, { title: 'B', type: 'Path Quests', status: 'attempting' }),
        overview(13, { title: 'C', type: 'Path Quests', status: 'attempted' }),
        overview(14, { title: 'D', type: 'Path Quests', status: 'submitted' }),
      ],
    });
    await screen.findByRole('article', { name: 'A' });
    const action = (title: string, name: string) => card(title).getByRole('link', { name });
    expect(action('A', 'Attempt').getAttribute('href')).toBe('/courses/1/path-quests/11/0');
    expect(action('B', 'Continue Attempt').getAttribute('href')).toBe('/courses/1/path-quests/12/0');
    expect(action('C', 'Review Attempt').getAttribute('href')).toBe('/courses/1/path-quests/13/0');
    expect(action('D', 'Review Submission').getAttribute('href')).toBe('/courses/1/path-quests/14/0');
  });

  it('lets staff but not students open an assessment before it opens', async () => {
    const future = [overview(1, { title: 'Future', openAt: daysFromNow(2), closeAt: daysFromNow(9) })];
    const student = openAssessments('/courses/1/missions', { overviews: future });
    await screen.findByRole('article', { name: 'Future' });
    expect(card('Future').queryByRole('link', { name: 'Attempt' })).toBeNull();
    expect(card('Future').getByRole('button', { name: 'Attempt' }).hasAttribute('disabled')).toBe(true);
    student.unmount();

    openAssessments('/courses/1/missions', { overviews: future, role: 'staff' });
    await screen.findByRole('article', { name: 'Future' });
    expect(card('Future').getByRole('link', { name: 'Attempt' })).toBeTruthy();
  });

  it('enables Finalize Submission only when attempted, warns, submits and moves the card to Closed', async () => {
    let finalised = false;
    const backend = listingBackend();
    backend.on('GET courses/1/assessments', () =>
      json([
        overview(1, { title: 'Done', status: finalised ? 'submitted' : 'attempted' }),
        overview(2, { title: 'Half', status: 'attempting' }),
        overview(3, { title: 'Fresh' }),
      ]),
    );
    backend.on('POST courses/1/assessments/1/submit', () => {
      finalised = true;
      return text('OK');
    });
    const { user } = openAssessments('/courses/1/missions', { backend });
    await screen.findByRole('article', { name: 'Done' });
    const finalize = (title: string) => card(title).getByRole('button', { name: 'Finalize Submission' });
    expect(finalize('Half').hasAttribute('disabled')).toBe(true);
    expect(finalize('Fresh').hasAttribute('disabled')).toBe(true);
    expect(finalize('Done').hasAttribute('disabled')).toBe(false);

    await user.click(finalize('Done'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Finalising your submission early grants you additional XP, but this action is irreversible.',
    );
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.calls.some((c) => c.path.endsWith('/submit'))).toBe(false);

    await user.click(finalize('Done'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Finalize' }),
    );
    expect(await screen.findByText('Submission finalised!')).toBeTruthy();
    expect(
      backend.calls.filter((c) => c.method === 'POST' && c.path === 'courses/1/assessments/1/submit'),
    ).toHaveLength(1);
    const closed = await region('Closed');
    await waitFor(() => expect(closed.getByRole('article', { name: 'Done' })).toBeTruthy());
    expect(closed.getByRole('link', { name: 'Review Submission' })).toBeTruthy();
    expect(titlesIn(await region('Open'))).toEqual(['Half', 'Fresh']);
  });

  it('shows staff the grading status with its text, and students no grading icon', async () => {
    const overviews = [
      overview(1, { title: 'Graded', status: 'submitted', gradedCount: 2, questionCount: 2 }),
      overview(2, { title: 'Grading', status: 'submitted', gradedCount: 1, questionCount: 2 }),
      overview(3, { title: 'Ungraded', status: 'submitted' }),
      overview(4, { title: 'Auto', status: 'submitted', isManuallyGraded: false }),
    ];
    const staff = openAssessments('/courses/1/missions', { overviews, role: 'staff' });
    await screen.findByRole('article', { name: 'Graded' });
    expect(card('Graded').getByRole('img', { name: 'Fully graded' })).toBeTruthy();
    expect(card('Grading').getByRole('img', { name: 'Grading in progress' })).toBeTruthy();
    expect(card('Ungraded').getByRole('img', { name: 'Not graded yet' })).toBeTruthy();
    expect(card('Auto').getByRole('img', { name: 'Not applicable' })).toBeTruthy();
    // Blueprint's tooltip listens on the wrapper it puts around its target.
    const grading = card('Grading').getByRole('img', { name: 'Grading in progress' });
    await staff.user.hover(grading.parentElement ?? grading);
    expect(await screen.findByText('Grading in progress')).toBeTruthy();
    staff.unmount();

    openAssessments('/courses/1/missions', { overviews });
    await screen.findByRole('article', { name: 'Graded' });
    for (const name of ['Fully graded', 'Grading in progress', 'Not graded yet', 'Not applicable']) {
      expect(screen.queryByRole('img', { name })).toBeNull();
    }
  });

  it('marks private assessments with a lock and its tooltip', async () => {
    const { user } = openAssessments('/courses/1/missions', {
      overviews: [overview(1, { title: 'Secret', private: true }), overview(2, { title: 'Public' })],
    });
    await screen.findByRole('article', { name: 'Secret' });
    expect(card('Public').queryByRole('img', { name: 'This assessment is password-protected.' })).toBeNull();
    expect(screen.queryByText('This assessment is password-protected.')).toBeNull();
    const lock = card('Secret').getByRole('img', { name: 'This assessment is password-protected.' });
    await user.hover(lock.parentElement ?? lock);
    expect(await screen.findByText('This assessment is password-protected.')).toBeTruthy();
  });

  it('shows XP once grading is published, Max XP before, the summary and the cover image', async () => {
    openAssessments('/courses/1/missions', {
      overviews: [
        overview(1, {
          title: 'Published',
          status: 'submitted',
          isGradingPublished: true,
          xp: 80,
          maxXp: 120,
          coverImage: 'https://example.org/cover.png',
          shortSummary: 'Build a **rune** <script>alert(1)</script>',
        }),
        overview(2, { title: 'Pending', status: 'submitted', isGradingPublished: false, maxXp: 90 }),
      ],
    });
    await screen.findByRole('article', { name: 'Published' });
    expect(card('Published').getByText('XP: 80 / 120')).toBeTruthy();
    expect(card('Pending').getByText('Max XP: 90')).toBeTruthy();
    expect(card('Published').getByText('rune').tagName).toBe('STRONG');
    const published = screen.getByRole('article', { name: 'Published' });
    expect(published.querySelector('script')).toBeNull();
    expect(published.querySelector('img')?.getAttribute('src')).toBe('https://example.org/cover.png');
    expect(card('Pending').getByRole('img', { name: 'No cover image' })).toBeTruthy();
  });

  it('folds a section away and back', async () => {
    const { user } = openAssessments('/courses/1/missions', { overviews: [overview(1, { title: 'Only' })] });
    const open = await region('Open');
    const toggle = open.getByRole('button', { name: 'Open' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(open.queryByRole('article', { name: 'Only' })).toBeNull());
    await user.click(toggle);
    expect(await open.findByRole('article', { name: 'Only' })).toBeTruthy();
  });

  it("says 'Fetching assessment...' while loading and 'There are no assessments.' when none", async () => {
    const backend = listingBackend();
    let answer: (r: Response) => void = () => undefined;
    backend.on('GET courses/1/assessments', () => new Promise<Response>((resolve) => (answer = resolve)));
    openAssessments('/courses/1/missions', { backend });
    expect(await screen.findByText('Fetching assessment...')).toBeTruthy();
    // Only another type's assessment: still none of this type.
    answer(json([overview(1, { type: 'Quests' })]));
    expect(await screen.findByText('There are no assessments.')).toBeTruthy();
    expect(screen.queryByText('Fetching assessment...')).toBeNull();
  });

  describe('layout', () => {
    afterEach(() => vi.restoreAllMocks());
    const imageColumns = () => screen.getByRole('article', { name: 'Only' }).style.gridTemplateColumns;
    /** Pretend the mobile query (below 768 px) matches: any query is answered as one that always does. */
    const narrowScreen = () => {
      const real = window.matchMedia.bind(window);
      vi.spyOn(window, 'matchMedia').mockImplementation(() => real('(min-width: 0px)'));
    };

    it('gives the cover image 3 of 12 columns on wide screens', async () => {
      openAssessments('/courses/1/missions', { overviews: [overview(1, { title: 'Only' })] });
      await screen.findByRole('article', { name: 'Only' });
      expect(imageColumns()).toBe('3fr 9fr');
      expect(card('Only').getByRole('link', { name: 'Attempt' }).className).not.toContain('bp6-fill');
    });

    it('gives it 5 of 12 on mobile, with full-width actions', async () => {
      narrowScreen();
      openAssessments('/courses/1/missions', { overviews: [overview(1, { title: 'Only' })] });
      await screen.findByRole('article', { name: 'Only' });
      expect(imageColumns()).toBe('5fr 7fr');
      expect(card('Only').getByRole('link', { name: 'Attempt' }).className).toContain('bp6-fill');
    });
  });

  it("badges each card with its assessment's unread notifications", async () => {
    openAssessments('/courses/1/missions', {
      overviews: [overview(1, { title: 'Busy' }), overview(2, { title: 'Quiet' })],
      notifications: [
        notification(1, 1, 'Missions', 'autograded'),
        notification(2, 1, 'Missions', 'unsubmitted'),
        notification(3, 9, 'Quests'),
      ],
    });
    await screen.findByRole('article', { name: 'Busy' });
    // The count, then what each notification says (spec 1 section 8).
    expect(
      await card('Busy').findByRole('img', {
        name: '2 unread notifications: This assessment has been autograded. This assessment has been unsubmitted.',
      }),
    ).toBeTruthy();
    expect(card('Quiet').queryByRole('img', { name: /unread notification/ })).toBeNull();
  });
});
