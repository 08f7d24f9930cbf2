/** POSTs as a signed-in user, with a JSON body when given; throws with the server's answer unless 2xx. */
export async function post(origin: string, path: string, token: string, body?: unknown): Promise<void> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
}
