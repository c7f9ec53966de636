// The site's API asked directly, as the reader app asks it: a POST of JSON under /api.

/** Asks `path` with `body` (and any access or slot headers); resolves with the answer's envelope. */
export async function callApi<T>(
  siteUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ code: number; data: T }> {
  const response = await fetch(`${siteUrl}/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: T };
}
