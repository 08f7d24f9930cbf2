import type { DeploymentSettings } from '@sa/contracts';
import {
  isSectionId,
  isTocEntries,
  readSearchData,
  type SearchData,
  type TextbookNode,
  type TocEntry,
  unknownTextbookTag,
} from '@sa/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeployment } from '../../app/deployment';

/**
 * Where the book's files live, absolute and ending in '/': GET /v2/deployment's `textbookUrl`
 * (TEXTBOOK_URL, the public site by default, or this server's /textbook/ for TEXTBOOK_DIR).
 */
export function textbookBaseUrl(deployment: DeploymentSettings): string {
  const url = deployment.textbookUrl;
  return url.endsWith('/') ? url : `${url}/`;
}

export function useTextbookUrl(): string {
  return textbookBaseUrl(useDeployment());
}

export type TextbookErrorKind = 'notFound' | 'parse' | 'unexpected';

/** Why a page of the book cannot be shown; the error page words each kind (spec 3 section 8). */
export class TextbookError extends Error {
  constructor(
    readonly kind: TextbookErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'TextbookError';
  }
}

/**
 * A plain GET of one of the book's JSON files. Deliberately not the API client: the book is
 * public and may be on another host, so our bearer token must never travel with it.
 */
async function getJson(base: string, file: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${base}json/${file}`, { credentials: 'omit' });
  } catch (cause) {
    throw new TextbookError('unexpected', `Could not reach the textbook: ${String(cause)}`);
  }
  if (response.status === 404) throw new TextbookError('notFound', `${file} was not found`);
  if (!response.ok)
    throw new TextbookError('unexpected', `${file}: ${response.status} ${response.statusText}`);
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new TextbookError('parse', `${file} is not JSON`);
  }
}

export async function loadSection(base: string, section: string): Promise<TextbookNode[]> {
  if (!isSectionId(section)) throw new TextbookError('notFound', `${section} is not a section`);
  const nodes = await getJson(base, `${section}.json`);
  if (!Array.isArray(nodes)) throw new TextbookError('parse', `${section}.json is not a list of nodes`);
  const unknown = unknownTextbookTag(nodes);
  if (unknown !== null) throw new TextbookError('parse', `${section}.json has an unknown tag ${unknown}`);
  return nodes as TextbookNode[];
}

export async function loadToc(base: string): Promise<TocEntry[]> {
  const toc = await getJson(base, 'toc.json');
  if (!isTocEntries(toc)) throw new TextbookError('parse', 'toc.json is not a contents tree');
  return toc;
}

export async function loadNavigation(base: string): Promise<unknown> {
  return getJson(base, 'toc-navigation.json');
}

export async function loadSearchData(base: string): Promise<SearchData> {
  return readSearchData(await getJson(base, 'searchData.json'));
}

// The book changes only when a deployment rebuilds it: once loaded, keep it for the page's life.
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000 } as const;

export function useSection(section: string) {
  const base = useTextbookUrl();
  return useQuery({
    queryKey: ['textbook', base, 'section', section],
    queryFn: () => loadSection(base, section),
    ...forever,
  });
}

export function useToc() {
  const base = useTextbookUrl();
  return useQuery({ queryKey: ['textbook', base, 'toc'], queryFn: () => loadToc(base), ...forever });
}

export function useNavigation() {
  const base = useTextbookUrl();
  return useQuery({
    queryKey: ['textbook', base, 'navigation'],
    queryFn: () => loadNavigation(base),
    ...forever,
  });
}

/** searchData.json is large (megabytes): it loads only once `enabled` (the first search). */
export function useSearchData(enabled: boolean) {
  const base = useTextbookUrl();
  return useQuery({
    queryKey: ['textbook', base, 'search'],
    queryFn: () => loadSearchData(base),
    enabled,
    ...forever,
  });
}
