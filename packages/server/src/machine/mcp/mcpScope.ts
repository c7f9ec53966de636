// What one MCP request may read: its view, decided once from the request's credentials, version
// and language, and the views of other versions and languages that tool arguments name, opened by
// the same credentials. Every tool and resource reads through a scope, never around it.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { ReaderView } from "../../access/readerAccess.js";
import type { SlotRequest } from "../../catalog/catalogSource.js";
import { ApiError, DatabaseUnavailableError } from "../../http/errors.js";
import { isDatabaseUnreachable } from "../../storage/databaseErrors.js";
import { machineSecrets, machineSlot, machineView, originOf } from "../machineAccess.js";
import type { MachineContext } from "../machineContext.js";

export interface McpScope {
  context: MachineContext;
  /** The site's origin as the request reached it, for page addresses. */
  origin: string;
  /** The view the request's credentials open, in the version and language it names. */
  view: ReaderView;
  /** The view of a version and language a tool names, for the same credentials; the request's own for none. */
  viewFor(slot: SlotRequest): Promise<ReaderView>;
  log: FastifyBaseLogger;
}

/** Refuses (403, 400, 429) a request whose credentials or version and language open nothing. */
export async function openScope(context: MachineContext, request: FastifyRequest): Promise<McpScope> {
  const view = await machineView(context.reader, request);
  const requestSlot = machineSlot(request);
  const views = new Map<string, Promise<ReaderView>>([[slotKey(requestSlot), Promise.resolve(view)]]);
  return {
    context,
    origin: originOf(request),
    view,
    log: request.log,
    viewFor(slot) {
      const asked = { ...requestSlot, ...definedFields(slot) };
      const key = slotKey(asked);
      let found = views.get(key);
      if (!found) {
        // The access module counts a key once per request however many views it opens.
        found = context.reader.view(request, machineSecrets(request), asked);
        views.set(key, found);
      }
      return found;
    },
  };
}

/** The answer to a failed request: its own for a named error, a generic one (logged) for a fault. */
export function failureOf(error: unknown, log: FastifyBaseLogger): ApiError {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnreachable(error)) return DatabaseUnavailableError();
  log.error({ err: error }, "MCP request failed");
  return new ApiError(500, "Internal server error; the request was not completed");
}

/** A tool's answer, or its failure as a tool error the assistant reads. */
export async function toolAnswer(scope: McpScope, run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    return toolError(failureOf(error, scope.log).message);
  }
}

export function toolError(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

function definedFields(slot: SlotRequest): SlotRequest {
  return { ...(slot.version ? { version: slot.version } : {}), ...(slot.lang ? { lang: slot.lang } : {}) };
}

function slotKey(slot: SlotRequest): string {
  return `${slot.version ?? ""}|${slot.lang ?? ""}`;
}
