// How the access matrix judges an answer: every answer is scanned for words its requester may
// not see, a refused credential or bad input must get exactly its refusal, and each channel
// compares what it shows with what it must (more is a leak, less a mismatch). The verdicts add
// up in a report, which names each finding by version, credential, channel, transport and subject.
import { INVALID_ACCESS_LINK_MESSAGE } from "@rxdocs/contract";
import type { MatrixSlot } from "./accessMatrixContent.js";
import type { MarkerScanner } from "./accessMatrixMarkers.js";
import type { Answer, MatrixClient } from "./accessMatrixTransports.js";
import type { AccessRules, Channel, Credential, Outcome, Transport } from "./accessRules.js";

export class MatrixReport {
  /** (content, credential, channel, transport) tuples judged. */
  cases = 0;
  /** Something shown that the credential must not see, or a refused credential answered as another. */
  readonly leaks: string[] = [];
  /** Something the credential may see that was not shown, or a wrong status. */
  readonly mismatches: string[] = [];
}

export interface MatrixContext {
  client: MatrixClient;
  rules: AccessRules;
  scanner: MarkerScanner;
  report: MatrixReport;
}

/** One request of the matrix: what it asks, and how many content items its answer is judged on. */
export interface Asked {
  slot: MatrixSlot | undefined;
  credential: Credential;
  channel: Channel;
  transport: Transport;
  subject: string;
  items: number;
}

export const NOTHING: ReadonlySet<string> = new Set();

/** The words an answer may hold: none unless it is to be answered (see MarkerScanner.allowed). */
export function allowedFor(ctx: MatrixContext, slot: MatrixSlot, outcome: Outcome): ReadonlySet<string> {
  return outcome.kind === "answered" ? ctx.scanner.allowed(slot.name, outcome.grant, outcome.menuGrant) : NOTHING;
}

export function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export class Judgement {
  /** The grants, when the request was to be answered, for the channel's own checks. */
  readonly answered: Extract<Outcome, { kind: "answered" }> | undefined;
  private readonly where: string;

  /** The checks every answer gets: no forbidden word, and the status a refusal or bad input calls for. */
  constructor(
    private readonly ctx: MatrixContext,
    asked: Asked,
    private readonly answer: Answer,
    outcome: Outcome,
    allowed: ReadonlySet<string>,
    /** How its refusals are written: the API's envelope, or a JSON-RPC error (MCP). */
    private readonly envelope: "api" | "jsonRpc" = "api",
  ) {
    const { slot, credential, channel, transport, subject } = asked;
    this.where = `${slot?.name ?? "any version"} | ${credential.name} | ${channel} by ${transport} | ${subject}`;
    ctx.report.cases += asked.items;
    const forbidden = ctx.scanner.forbiddenIn(answer.text, outcome.kind === "answered" ? allowed : NOTHING);
    if (forbidden.length > 0) this.leak(`holds ${forbidden.join(", ")}`);
    if (outcome.kind === "bad-request") this.expectStatus(400);
    if (outcome.kind === "refused") this.expectStatus(403, INVALID_ACCESS_LINK_MESSAGE);
    this.answered = outcome.kind === "answered" ? outcome : undefined;
  }

  leak(what: string): void {
    this.ctx.report.leaks.push(`${this.where}: ${what}`);
  }

  mismatch(what: string): void {
    this.ctx.report.mismatches.push(`${this.where}: ${what}`);
  }

  /**
   * Whether the answer is the envelope of that status (and message). A success where a
   * refusal or a 404 was due is a leak: a silent fall back to what the request did not prove.
   */
  expectStatus(status: number, message?: string): boolean {
    const body = parseJson(this.answer.text);
    const said = this.envelope === "api" ? { code: body?.code, message: body?.message } : body?.error;
    const isEnvelope = this.envelope === "api" ? said?.code === status : said?.code !== undefined;
    if (this.answer.status === status && isEnvelope && (message === undefined || said?.message === message)) {
      return true;
    }
    const what = `answered ${this.answer.status} ${this.answer.text.slice(0, 120)} where ${status} ${message ?? ""} was due`;
    if (this.answer.status >= 200 && this.answer.status < 300) this.leak(what);
    else this.mismatch(what);
    return false;
  }

  /** Whether the answer is a success, whatever its body. */
  expectOk(): boolean {
    if (this.answer.status === 200) return true;
    this.mismatch(`answered ${this.answer.status} ${this.answer.text.slice(0, 120)} where 200 was due`);
    return false;
  }

  /** Compares what was shown with what must be: more is a leak, less a mismatch. */
  compareSets(what: string, shown: Iterable<string>, due: ReadonlySet<string>): void {
    const shownSet = new Set(shown);
    const extra = [...shownSet].filter((code) => !due.has(code));
    const missing = [...due].filter((code) => !shownSet.has(code));
    if (extra.length > 0) this.leak(`${what} shows ${extra.join(", ")}`);
    if (missing.length > 0) this.mismatch(`${what} lacks ${missing.join(", ")}`);
  }
}
