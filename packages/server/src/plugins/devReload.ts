// Dev mode: open pages listen on an event stream and reload when the content changes.
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";

const EVENTS_PATH = "/__rxdocs/events";
const SCRIPT_PATH = "/__rxdocs/reload.js";
export const RELOAD_SCRIPT_TAG = `<script type="module" src="${SCRIPT_PATH}"></script>`;
const RELOAD_SCRIPT = `new EventSource(${JSON.stringify(EVENTS_PATH)}).addEventListener("reload", () => location.reload());\n`;

export class ReloadBroadcaster {
  private readonly clients = new Set<ServerResponse>();

  readonly routes = async (app: FastifyInstance): Promise<void> => {
    app.get(SCRIPT_PATH, async (_request, reply) =>
      reply.type("text/javascript; charset=utf-8").header("cache-control", "no-store").send(RELOAD_SCRIPT),
    );
    app.get(EVENTS_PATH, (request, reply) => {
      // The stream stays open; it is written to directly, past compression and serialization.
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-store",
        connection: "keep-alive",
      });
      stream.write(": connected\n\n");
      this.clients.add(stream);
      request.raw.on("close", () => this.clients.delete(stream));
    });
  };

  reload(): void {
    for (const client of this.clients) client.write("event: reload\ndata: {}\n\n");
  }

  /** Ends every open stream, so that the server can close. */
  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}
