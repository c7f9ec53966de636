// Readers for the fault tests: every kind of call a reader makes (the menu tree, a list page,
// article details, a search, a misspelled search and its suggestion, the site, its versions,
// a stored file, first pages, and the load balancer's /readyz), each with the answer a healthy
// server gives it; searches never asked before, which go to the database every time; and
// readers that send them over and over and sort every answer: the expected one, a clear
// refusal for an unreachable database, or a wrong one.
import { API_BASE_PATH, API_PATHS } from "@rxdocs/contract";
import { type Generation, GENERATION_WORD } from "./generationSite.js";

export interface ReaderCall {
  name: string;
  path: string;
  /** JSON for a POST, the same every time or new each time; a GET without. */
  body?: string | (() => string);
}

/** A call and how to tell its right answers (status 200) from wrong ones. */
export interface CheckedCall extends ReaderCall {
  isRight(text: string): boolean;
}

/** A stored file as the rendered article links it, without its size fragment. */
const FILE_LINK = /\/files\/[0-9a-f]{64}\.png/;

const post = (path: string, body: object): ReaderCall => ({
  name: `${path} ${JSON.stringify(body)}`,
  path: `${API_BASE_PATH}/${path}`,
  body: JSON.stringify(body),
});
const get = (path: string): ReaderCall => ({ name: `GET ${path}`, path });

/** The calls, on pages of the site `url` serves (a generation site: see generationSite.ts). */
export async function readerCalls(url: string): Promise<ReaderCall[]> {
  const codes = articleCodes(await answerJson(url, post(API_PATHS.getAuthMenuTree, {})));
  const withImage = codes.find((code) => code === "p10" || code === "p60") ?? codes[0]!;
  const detail = await answerJson(url, post(API_PATHS.getDetailByMenuCode, { menuCode: withImage }));
  const file = FILE_LINK.exec(JSON.stringify(detail))?.[0];
  if (!file) throw new Error(`the article ${withImage} links no stored image`);
  const someCodes = [codes[0]!, codes[Math.floor(codes.length / 2)]!, codes.at(-1)!];
  return [
    post(API_PATHS.getAuthMenuTree, {}),
    post(API_PATHS.getListByPage, { pageSize: 1000, current: 1, query: { sorts: [["menuCode", "asc"]] } }),
    post(API_PATHS.getListByPage, { pageSize: 20, current: 2 }),
    ...someCodes.map((menuCode) => post(API_PATHS.getDetailByMenuCode, { menuCode })),
    post(API_PATHS.search, { keyword: "replica timeout" }),
    post(API_PATHS.search, { keyword: GENERATION_WORD.old }),
    // No page has it: the answer carries the near spelling that has some.
    post(API_PATHS.search, { keyword: "replcia" }),
    post(API_PATHS.getSiteInfo, {}),
    post(API_PATHS.getVersions, {}),
    get(file),
    // What load balancers ask over and over: a call that goes to the database every time.
    get("/readyz"),
    get("/"),
    ...someCodes.map((code) => get(`/view?path=${code}`)),
  ];
}

/**
 * The calls, each right only with what the server at `url` answers to it now (which must be 200).
 * Pages name the address they were asked at (their canonical link, say): another server on this
 * machine answers right with its own.
 */
export async function withExpectedAnswers(url: string, calls: readonly ReaderCall[]): Promise<CheckedCall[]> {
  const checked: CheckedCall[] = [];
  const anyLocalOrigin = (text: string) => text.replaceAll(/http:\/\/127\.0\.0\.1:\d+/g, "http://127.0.0.1");
  for (const call of calls) {
    const response = await send(url, call, 30_000);
    const expected = anyLocalOrigin(await response.text());
    if (response.status !== 200) throw new Error(`${call.name}: HTTP ${response.status} ${expected.slice(0, 200)}`);
    checked.push({ ...call, isRight: (text) => anyLocalOrigin(text) === expected });
  }
  return checked;
}

/**
 * A search for words no one asked before, so that no server has its answer kept: each one
 * queries the database. Right when it finds pages of the generation only, or none.
 */
export function freshSearch(generation: Generation): CheckedCall {
  let count = 0;
  const title = generation === "old" ? "Old page" : "New page";
  return {
    name: "a search never asked before",
    path: `${API_BASE_PATH}/${API_PATHS.search}`,
    body: () => JSON.stringify({ keyword: `replica ${(count += 1)}` }),
    isRight: (text) => {
      const answer = JSON.parse(text) as { code: number; data: { hits: { articleTitle: string }[] } };
      return answer.code === 200 && answer.data.hits.every((hit) => hit.articleTitle.startsWith(title));
    },
  };
}

export function send(url: string, call: ReaderCall, timeoutMs: number): Promise<Response> {
  const body = typeof call.body === "function" ? call.body() : call.body;
  return fetch(`${url}${call.path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

async function answerJson(url: string, call: ReaderCall): Promise<any> {
  const response = await send(url, call, 30_000);
  if (response.status !== 200) throw new Error(`${call.name}: HTTP ${response.status}`);
  return response.json();
}

function articleCodes(tree: { data: { menuCode: string; menuType: number; childList?: unknown[] }[] }): string[] {
  const codes: string[] = [];
  const walk = (menus: { menuCode: string; menuType: number; childList?: unknown[] }[]) => {
    for (const menu of menus) {
      if (menu.menuType === 2) codes.push(menu.menuCode);
      walk((menu.childList ?? []) as typeof menus);
    }
  };
  walk(tree.data);
  return codes;
}

export interface ReaderTally {
  /** Right answers. */
  ok: number;
  /** 503 answers that say the database cannot be reached. */
  unavailable: number;
  /** Anything else, described (the first few). */
  wrong: string[];
  wrongCount: number;
  slowestMs: number;
}

/**
 * `readers` loops, each sending the calls in turn (from its own place in the list) until
 * stopped; every answer is sorted into the tally as it comes.
 */
export function startReaders(
  url: string,
  calls: readonly CheckedCall[],
  { readers, timeoutMs }: { readers: number; timeoutMs: number },
): { tally: ReaderTally; stop(): Promise<void> } {
  const tally: ReaderTally = { ok: 0, unavailable: 0, wrong: [], wrongCount: 0, slowestMs: 0 };
  const noteWrong = (what: string) => {
    tally.wrongCount += 1;
    if (tally.wrong.length < 10) tally.wrong.push(what);
  };
  let stopping = false;
  const loops = Array.from({ length: readers }, async (_, reader) => {
    for (let step = reader; !stopping; step++) {
      const call = calls[step % calls.length]!;
      const started = performance.now();
      try {
        const response = await send(url, call, timeoutMs);
        const text = await response.text();
        if (response.status === 200 && call.isRight(text)) tally.ok += 1;
        else if (response.status === 503 && isUnavailableAnswer(text)) tally.unavailable += 1;
        else noteWrong(`${call.name}: HTTP ${response.status} ${text.slice(0, 120)}`);
      } catch (error) {
        noteWrong(`${call.name}: no answer (${(error as Error).message} ${String((error as Error).cause ?? "")})`);
      }
      tally.slowestMs = Math.max(tally.slowestMs, performance.now() - started);
    }
  });
  return {
    tally,
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

/** The API's refusal, or /readyz's. */
function isUnavailableAnswer(text: string): boolean {
  try {
    const answer = JSON.parse(text) as { code?: unknown; message?: unknown; status?: unknown; reason?: unknown };
    if (answer.status === "unavailable") return answer.reason === "database not reachable";
    return answer.code === 503 && typeof answer.message === "string" && /database/.test(answer.message);
  } catch {
    return false;
  }
}
