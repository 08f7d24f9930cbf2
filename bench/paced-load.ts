import http from 'node:http';

/**
 * Open-loop load: each virtual user has its own keep-alive connection and sends its request
 * `rate` times per second, starting at a random phase so that the users' requests spread over
 * each second as real users' do (autocannon's per-connection rate fires every connection in the
 * same instant, and its latency correction assumes millisecond intervals).
 *
 * A request is timed from when it was due, not from when it was sent: if the previous answer is
 * late, the wait counts too (no "coordinated omission").
 */
export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedFigures {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

function send(agent: http.Agent, origin: URL, request: PacedRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: request.method,
        path: request.path,
        headers: request.body
          ? { ...request.headers, 'content-length': Buffer.byteLength(request.body) }
          : request.headers,
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function pacedLoad(
  originText: string,
  requests: readonly PacedRequest[],
  options: { rate: number; seconds: number },
): Promise<PacedFigures> {
  const origin = new URL(originText);
  const period = 1000 / options.rate;
  const agents = requests.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  // Each user's connection is opened (and its first request answered) before the clock starts.
  await Promise.all(requests.map((request, i) => send(agents[i] ?? new http.Agent(), origin, request)));
  const started = performance.now();
  const end = started + options.seconds * 1000;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;

  async function user(request: PacedRequest, agent: http.Agent): Promise<void> {
    let due = started + Math.random() * period;
    try {
      while (due < end) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        try {
          const status = await send(agent, origin, request);
          if (status < 200 || status >= 300) non2xx++;
          else latencies.push(performance.now() - due);
        } catch {
          errors++;
        }
        due += period;
      }
    } finally {
      agent.destroy();
    }
  }

  await Promise.all(requests.map((request, i) => user(request, agents[i] ?? new http.Agent())));
  const elapsed = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requestsPerSecond: (latencies.length + non2xx) / elapsed,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    non2xx,
    errors,
  };
}
