import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { text } from '../../test/fakeBackend';
import { RESEARCH_LOGS_HEADING } from './ResearchLogsTab';
import { adminBackend, openPanel } from './testSupport';

/** The files the page hands to the browser to save: name and content. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${blobs.size}`;
    if (blob instanceof Blob) blobs.set(url, blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

describe('the research logs export in the admin panel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says participants are pseudonymous and saves the export as CSV or JSON lines with the token', async () => {
    const saved = captureDownloads();
    const backend = adminBackend([]);
    const csv = 'participant,session_id,type\r\np-1,s-1,init\r\n';
    const jsonl = '{"participant":"p-1","type":"init"}\n{"participant":"p-1","type":"codeDelta"}\n';
    backend.on('GET courses/1/admin/research/logs', () => text(csv));
    const { user } = await openPanel(backend, 'Research');
    const panel = within(await screen.findByRole('region', { name: RESEARCH_LOGS_HEADING }));
    expect(panel.getByRole('heading', { name: 'Participants are pseudonymous' })).toBeTruthy();
    expect(panel.getByText(/never with a name, username or email/)).toBeTruthy();

    await user.click(panel.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('research-logs-course-1.csv');
    expect(await saved[0]?.blob.text()).toBe(csv);

    backend.on('GET courses/1/admin/research/logs', () => text(jsonl));
    await user.click(panel.getByRole('button', { name: 'Download JSON lines' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.name).toBe('research-logs-course-1.jsonl');
    expect(await saved[1]?.blob.text()).toBe(jsonl);

    const exports = backend.calls.filter((c) => c.path === 'courses/1/admin/research/logs');
    expect(exports.map((c) => c.authorization)).toEqual(['Bearer access-1', 'Bearer access-1']);
  });

  it('asks for the format in the query', async () => {
    captureDownloads();
    const backend = adminBackend([]);
    const formats: (string | null)[] = [];
    const original = backend.fetch;
    backend.fetch = async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/research/logs')) formats.push(url.searchParams.get('format'));
      return original(input, init);
    };
    backend.on('GET courses/1/admin/research/logs', () => text(''));
    const { user } = await openPanel(backend, 'Research');
    await user.click(await screen.findByRole('button', { name: 'Download JSON lines' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(formats).toEqual(['jsonl', 'csv']));
  });

  it('saves nothing and says why when the server refuses', async () => {
    const saved = captureDownloads();
    const backend = adminBackend([]);
    backend.on('GET courses/1/admin/research/logs', () => text('Forbidden', 403, 'Forbidden'));
    const { user } = await openPanel(backend, 'Research');
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(/Error while communicating with backend: 403 Forbidden/)).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
