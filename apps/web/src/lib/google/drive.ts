import { z } from 'zod';

/**
 * A small typed client for the parts of Google Drive REST v3 the playground uses, over fetch,
 * every answer parsed with zod. Google's client library (gapi) cannot load under our CSP, and
 * five calls do not need it.
 */

export const FOLDER_MIME_TYPE = 'application/vnd.google-apps.folder';
/** What a saved program is stored as. */
export const PROGRAM_MIME_TYPE = 'text/plain';

export const DriveFile = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  appProperties: z.record(z.string(), z.string()).optional(),
  modifiedTime: z.string().optional(),
});
export type DriveFile = z.infer<typeof DriveFile>;

const FileList = z.object({ files: z.array(DriveFile), nextPageToken: z.string().optional() });

const FILE_FIELDS = 'id,name,mimeType,appProperties,modifiedTime';

/** Drive said the token is not (or no longer) good: sign in again. */
export class DriveUnauthorizedError extends Error {
  override name = 'DriveUnauthorizedError';
}

/** Any other failed call: the status and Google's message, for the console; users see our text. */
export class DriveError extends Error {
  override name = 'DriveError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const GoogleErrorBody = z.object({ error: z.object({ message: z.string() }) });

export interface NewFile {
  name: string;
  /** A folder's id; My Drive's root when absent. */
  parent?: string;
  appProperties: Record<string, string>;
  content: string;
}

export interface FileUpdate {
  appProperties: Record<string, string>;
  content: string;
}

export interface DriveClient {
  /** Every file the app may see that is not a folder nor in the bin, through all pages. */
  listFiles(): Promise<DriveFile[]>;
  /** Every folder the app may see, for Save As. */
  listFolders(): Promise<DriveFile[]>;
  /** The file's metadata and its content. */
  openFile(id: string): Promise<{ file: DriveFile; content: string }>;
  createFile(file: NewFile): Promise<DriveFile>;
  updateFile(id: string, update: FileUpdate): Promise<DriveFile>;
}

export interface DriveClientOptions {
  /** https://www.googleapis.com or a stand-in, without a trailing slash. */
  apiUrl: string;
  token: string;
  fetch?: typeof fetch;
  /** Test seam for the multipart boundary. */
  boundary?: () => string;
}

/**
 * A multipart/related body as Drive's multipart upload wants it: the JSON metadata part, then
 * the media part (https://developers.google.com/drive/api/guides/manage-uploads#multipart).
 */
export function multipartBody(boundary: string, metadata: object, content: string, mimeType: string): string {
  return [
    `--${boundary}`,
    'Content-Type: application/json; charset=UTF-8',
    '',
    JSON.stringify(metadata),
    `--${boundary}`,
    `Content-Type: ${mimeType}; charset=UTF-8`,
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

function randomBoundary(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `sa-drive-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function createDriveClient(options: DriveClientOptions): DriveClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const boundary = options.boundary ?? randomBoundary;
  const api = options.apiUrl;

  async function send(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${options.token}`);
    const response = await doFetch(url, { ...init, headers });
    if (response.status === 401) throw new DriveUnauthorizedError('Google Drive refused the sign-in.');
    if (!response.ok) {
      const body = GoogleErrorBody.safeParse(await response.json().catch(() => null));
      throw new DriveError(response.status, body.success ? body.data.error.message : response.statusText);
    }
    return response;
  }

  async function listAll(q: string): Promise<DriveFile[]> {
    const files: DriveFile[] = [];
    let pageToken: string | undefined;
    // Drive may answer fewer files than pageSize before the end: only a missing token ends the list.
    do {
      const params = new URLSearchParams({
        q,
        pageSize: '100',
        fields: `nextPageToken,files(${FILE_FIELDS})`,
      });
      if (pageToken) params.set('pageToken', pageToken);
      const page = FileList.parse(await (await send(`${api}/drive/v3/files?${params}`)).json());
      files.push(...page.files);
      pageToken = page.nextPageToken;
    } while (pageToken);
    return files;
  }

  async function upload(url: string, method: 'POST' | 'PATCH', metadata: object, content: string) {
    const mark = boundary();
    const response = await send(`${url}?uploadType=multipart&fields=${encodeURIComponent(FILE_FIELDS)}`, {
      method,
      headers: { 'Content-Type': `multipart/related; boundary=${mark}` },
      body: multipartBody(mark, metadata, content, PROGRAM_MIME_TYPE),
    });
    return DriveFile.parse(await response.json());
  }

  return {
    listFiles: () => listAll(`trashed = false and mimeType != '${FOLDER_MIME_TYPE}'`),
    listFolders: () => listAll(`trashed = false and mimeType = '${FOLDER_MIME_TYPE}'`),
    async openFile(id) {
      const path = `${api}/drive/v3/files/${encodeURIComponent(id)}`;
      const file = DriveFile.parse(
        await (await send(`${path}?fields=${encodeURIComponent(FILE_FIELDS)}`)).json(),
      );
      const content = await (await send(`${path}?alt=media`)).text();
      return { file, content };
    },
    createFile(file) {
      const metadata = {
        name: file.name,
        mimeType: PROGRAM_MIME_TYPE,
        appProperties: file.appProperties,
        ...(file.parent ? { parents: [file.parent] } : {}),
      };
      return upload(`${api}/upload/drive/v3/files`, 'POST', metadata, file.content);
    },
    updateFile(id, update) {
      const url = `${api}/upload/drive/v3/files/${encodeURIComponent(id)}`;
      return upload(url, 'PATCH', { appProperties: update.appProperties }, update.content);
    },
  };
}
