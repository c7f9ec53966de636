// The one HTTP client: POST under /api, the envelope unwrapped, a body code other than 200 rejected.
import { API_BASE_PATH, API_PATHS, type ApiEnvelope, type Article, type MenuEntry } from "@rxdocs/contract";

async function call<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${API_BASE_PATH}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 200) throw new Error(envelope.message);
  return envelope.data;
}

export const fetchMenuTree = () => call<MenuEntry[]>(API_PATHS.getAuthMenuTree, { isAuth: false });
export const fetchArticle = (menuCode: string) => call<Article>(API_PATHS.getDetailByMenuCode, { menuCode });
