// How the access matrix's requests carry a credential and a version or language, each way the
// server takes them: the menu tree's body (as the reader app sends it), the access and slot
// headers, a share link's address, and the cookies that carry a link's secrets to /files/.
import {
  ACCESS_HEADERS,
  API_BASE_PATH,
  PAGE_DATA_ELEMENT_ID,
  type PageData,
  SHARE_QUERY,
  SLOT_HEADERS,
  SLOT_QUERY,
} from "@rxdocs/contract";
import { FILE_ACCESS_COOKIES } from "../access/fileAccessCookies.js";
import type { MatrixSlot } from "./accessMatrixContent.js";
import type { Credential, Transport } from "./accessRules.js";

/** How an API call carries a credential; files take headers or cookies, first pages their address. */
export type ApiTransport = Extract<Transport, "body" | "header">;
export type FileTransport = Extract<Transport, "header" | "cookie">;

export interface Answer {
  status: number;
  headers: Headers;
  /** The body as text (fetch undoes any compression). */
  text: string;
}

/** Requests to the server, at most `concurrency` at a time, so that the matrix runs fast but fairly. */
export class MatrixClient {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  requests = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly concurrency = 6,
  ) {}

  api(path: string, body: object, headers: Record<string, string> = {}): Promise<Answer> {
    return this.post(`${API_BASE_PATH}/${path}`, body, headers);
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send(path, { headers });
  }

  post(path: string, body: object, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  }

  private async send(path: string, init: RequestInit): Promise<Answer> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    this.requests += 1;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, init);
      return { status: response.status, headers: response.headers, text: await response.text() };
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

/** An API call with the credential and the version or language in its body, or in its headers. */
export function apiCall(
  client: MatrixClient,
  path: string,
  body: object,
  slot: MatrixSlot,
  credential: Credential,
  transport: ApiTransport,
): Promise<Answer> {
  return transport === "body"
    ? client.api(path, { ...body, ...bodySecrets(credential), ...slot.request })
    : client.api(path, body, { ...accessHeaders(credential), ...slotHeaders(slot) });
}

/** The access headers of a credential, as the reader app sends its stored link on every call. */
export function accessHeaders({ key, viewCode }: Credential): Record<string, string> {
  return {
    ...(key && { [ACCESS_HEADERS.hash]: key.value }),
    ...(viewCode && { [ACCESS_HEADERS.viewPathCode]: viewCode.value }),
  };
}

/** The secrets in a call's body, under the names the menu tree's body gives them. */
export function bodySecrets({ key, viewCode }: Credential): Record<string, string> {
  return { ...(key && { hash: key.value }), ...(viewCode && { viewPathCode: viewCode.value }) };
}

/**
 * The menu tree's body as the app sends it: both secrets, and isAuth when there is a key (the
 * server then builds the tree with the key and drops the view code).
 */
export function menuTreeBody(credential: Credential, slot: MatrixSlot): object {
  return { ...bodySecrets(credential), isAuth: credential.key !== undefined, ...slot.request };
}

export function slotHeaders({ request }: MatrixSlot): Record<string, string> {
  return {
    ...(request.version && { [SLOT_HEADERS.version]: request.version }),
    ...(request.lang && { [SLOT_HEADERS.lang]: request.lang }),
  };
}

/** A share link's address: /view?path=…&hash=…&timestamp=… (or the home page's, /?…). */
export function shareAddress(menuCode: string | null, { key, viewCode }: Credential, slot: MatrixSlot): string {
  const query = new URLSearchParams();
  if (menuCode) query.set(SHARE_QUERY.path, menuCode);
  if (slot.request.version) query.set(SLOT_QUERY.version, slot.request.version);
  if (slot.request.lang) query.set(SLOT_QUERY.lang, slot.request.lang);
  if (key) query.set(SHARE_QUERY.hash, key.value);
  if (viewCode) query.set(SHARE_QUERY.viewPath, viewCode.value);
  query.set(SHARE_QUERY.timestamp, "1767225600000");
  return `${menuCode ? "/view" : "/"}?${query.toString()}`;
}

/** The cookies a share link sets for /files/, encoded as the server sets them. */
export function fileCookies({ key, viewCode }: Credential): Record<string, string> {
  const cookies = [
    ...(key ? [`${FILE_ACCESS_COOKIES.hash}=${encodeURIComponent(key.value)}`] : []),
    ...(viewCode ? [`${FILE_ACCESS_COOKIES.viewPathCode}=${encodeURIComponent(viewCode.value)}`] : []),
  ];
  return cookies.length > 0 ? { cookie: cookies.join("; ") } : {};
}

/** A first page: the markup inside the app's root element, and the data embedded beside it. */
export interface FirstPage {
  app: string;
  data?: PageData;
}

const PAGE_DATA = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">(.*?)</script>`, "s");
const APP_ROOT = /<div id="app">(.*?)<\/div>(?:<script|\s*<\/body>)/s;

export function readFirstPage(html: string): FirstPage {
  const json = PAGE_DATA.exec(html)?.[1];
  return { app: APP_ROOT.exec(html)?.[1] ?? "", ...(json && { data: JSON.parse(json) as PageData }) };
}
