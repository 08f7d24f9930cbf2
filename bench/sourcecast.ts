/**
 * Sourcecast figures (issue 22), against the real server in a child process (demo mode, a fresh
 * DATA_DIR, the folder file store):
 *   (a) the server's RSS growth while a 100 MB WAV is uploaded (target < 50 MB): the recording
 *       streams to the store, never whole into memory;
 *   (b) p50/p99 of 200 concurrent range requests of 64 KiB at random offsets of that recording
 *       (target p99 < 30 ms), over several rounds after warm-up rounds.
 * Each figure is a part in `PARTS`; a part measures against the shared context and returns its
 * lines. The player's Chromium seek figure is a part to add to that list.
 *
 *   npm run bench:sourcecast      (BENCH_PORT=8793 UPLOAD_MB=100 ROUNDS=5 to change)
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { type RunningServer, startServer } from './server-process';
import { seekPart } from './sourcecast-seek';

const PORT = Number(process.env.BENCH_PORT ?? 8793);
const UPLOAD_MB = Number(process.env.UPLOAD_MB ?? 100);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CONCURRENT = 200;
const WARM_UP_ROUNDS = 15;
const RANGE_BYTES = 64 * 1024;
const MB = 1024 * 1024;

/** What every part gets: the server, a staff token, the demo course, and a stored recording. */
export interface BenchContext {
  server: RunningServer;
  staffToken: string;
  courseId: number;
  /** The address of the big recording once part (a) stored it (our own, absolute). */
  audioUrl?: string;
  audioBytes?: number;
}

export interface BenchPart {
  name: string;
  /** Lines to print; a part may leave things in the context for later parts. */
  run(context: BenchContext): Promise<string[]>;
}

function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

/** A WAV header for `dataBytes` of mono 16-bit samples at 48 kHz. */
function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(48_000, 24);
  header.writeUInt32LE(96_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** Streams a multipart upload of `dataBytes` of samples without holding it (1 MiB at a time). */
function uploadWav(context: BenchContext, dataBytes: number, uid: string): Promise<number> {
  const boundary = `bench${Date.now()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const playback = JSON.stringify({
    init: { editorValue: '', chapter: 1, externalLibrary: 'NONE' },
    inputs: [],
  });
  const head = Buffer.from(
    field('sourcecast[title]', 'Bench upload') +
      field('sourcecast[uid]', uid) +
      field('sourcecast[playbackData]', playback) +
      `--${boundary}\r\nContent-Disposition: form-data; name="sourcecast[audio]"; filename="${Date.now()}.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const header = wavHeader(dataBytes);
  const chunk = Buffer.alloc(MB, 7);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${context.server.origin}/v2/courses/${context.courseId}/admin/sourcecast`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${context.staffToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + header.length + dataBytes + tail.length,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (data: Buffer) => {
          body += data.toString();
        });
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(response.statusCode)
            : reject(new Error(`${response.statusCode} ${body}`)),
        );
      },
    );
    request.on('error', reject);
    request.write(head);
    request.write(header);
    let left = dataBytes;
    const pump = () => {
      while (left > 0) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!request.write(piece)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end(tail);
    };
    pump();
  });
}

async function json<T>(context: BenchContext, path: string): Promise<T> {
  const res = await fetch(`${context.server.origin}${path}`, {
    headers: { authorization: `Bearer ${context.staffToken}` },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const uploadMemory: BenchPart = {
  name: `(a) server RSS growth during a ${UPLOAD_MB} MB WAV upload`,
  async run(context) {
    const pid = context.server.pid;
    const before = rssBytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(pid));
    }, 20);
    const started = performance.now();
    const dataBytes = UPLOAD_MB * MB - 44;
    try {
      await uploadWav(context, dataBytes, 'bench-upload');
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const listed = await json<{ uid: string; url: string }[]>(
      context,
      `/v2/courses/${context.courseId}/sourcecast`,
    );
    const item = listed.find((s) => s.uid === 'bench-upload');
    if (!item) throw new Error('the uploaded sourcecast is not listed');
    context.audioUrl = item.url;
    context.audioBytes = dataBytes + 44;
    const growth = (peak - before) / MB;
    return [
      `RSS before ${(before / MB).toFixed(1)} MB, peak ${(peak / MB).toFixed(1)} MB: growth ${growth.toFixed(1)} MB (target < 50) ${growth < 50 ? 'OK' : 'OVER'}`,
      `upload took ${seconds.toFixed(1)} s (${(UPLOAD_MB / seconds).toFixed(0)} MB/s)`,
    ];
  },
};

function rangeRequest(agent: http.Agent, url: string, start: number): Promise<number> {
  const began = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { range: `bytes=${start}-${start + RANGE_BYTES - 1}` } }, (response) => {
        if (response.statusCode !== 206) reject(new Error(`range answered ${response.statusCode}`));
        response.on('data', () => {});
        response.on('end', () => resolve(performance.now() - began));
      })
      .on('error', reject);
  });
}

/** The process's CPU time (user + system) in ms, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Rounds of CONCURRENT requests at once after warm-up rounds: every latency, sorted, and the server's CPU per request. */
async function rounds(
  context: BenchContext,
  send: (start: number) => Promise<number>,
): Promise<{ times: number[]; cpuPerRequest: number }> {
  const size = context.audioBytes ?? 0;
  const round = () =>
    Promise.all(
      Array.from({ length: CONCURRENT }, () => send(Math.floor(Math.random() * (size - RANGE_BYTES)))),
    );
  // Warm-up: the server's first few thousand answers of a route still run partly unoptimised code.
  for (let i = 0; i < WARM_UP_ROUNDS; i++) await round();
  const times: number[] = [];
  const cpuBefore = cpuMs(context.server.pid);
  for (let i = 0; i < ROUNDS; i++) times.push(...(await round()));
  const cpuPerRequest = (cpuMs(context.server.pid) - cpuBefore) / times.length;
  return { times: times.sort((a, b) => a - b), cpuPerRequest };
}

export const concurrentRanges: BenchPart = {
  name: `(b) ${CONCURRENT} concurrent range requests of ${RANGE_BYTES / 1024} KiB`,
  async run(context) {
    if (!context.audioUrl || !context.audioBytes) throw new Error('part (a) stores the recording first');
    const url = context.audioUrl;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENT });
    const { times, cpuPerRequest } = await rounds(context, (start) => rangeRequest(agent, url, start));
    agent.destroy();
    const p99 = percentile(times, 99);
    return [
      `${times.length} requests in ${ROUNDS} rounds: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms (target p99 < 30) ${p99 < 30 ? 'OK' : 'OVER'}`,
      // 200 answers at once queue on one event loop: CPU per answer x 200 is the last one's wait.
      `server CPU ${cpuPerRequest.toFixed(3)} ms per request (x ${CONCURRENT} = ${(cpuPerRequest * CONCURRENT).toFixed(0)} ms of queue for the last); load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
    ];
  },
};

/** Run in order: (b) reads the recording (a) stored. The player's seek figure goes after them. */
export const PARTS: BenchPart[] = [uploadMemory, concurrentRanges, seekPart];

export async function main(parts: readonly BenchPart[] = PARTS): Promise<void> {
  const server = await startServer(PORT, { ACCESS_TOKEN_TTL_SECONDS: '3600' });
  try {
    const login = await fetch(`${server.origin}/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'test', code: 'staff_code' }),
    });
    const { access_token: staffToken } = (await login.json()) as { access_token: string };
    const context: BenchContext = { server, staffToken, courseId: 0 };
    const user = await json<{ courseRegistration: { courseId: number } | null }>(context, '/v2/user');
    context.courseId = user.courseRegistration?.courseId ?? 0;
    for (const part of parts) {
      console.log(part.name);
      for (const line of await part.run(context)) console.log(`  ${line}`);
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
