// Closing the server so that every answer it has begun reaches its reader whole, and the
// process does not then wait on the readers' open connections. Two faults of the stock close,
// both seen with SIGTERM under load:
//
// - Node's closeIdleConnections(), which server.close() calls, takes a connection for idle and
//   destroys it when its answer is ended but still being sent (a list page of a megabyte, to a
//   reader reading it): the reader gets part of the answer. So it does between two answers of
//   requests a reader sent one after the other on one connection without waiting (pipelined):
//   the next ones, begun but not yet answered, are lost. Idle connections are therefore closed
//   only once no answer is under way, which each answer's end checks again.
// - Fastify ends the idle keep-alive connections once, as it closes; one still answering then
//   stays open for the keep-alive timeout, 72 s, after its answer (fastify/fastify#7044), and
//   the process with it.
import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** Installs the fix on `server` before it listens; returns what to call as closing begins. */
export function finishAnswersOnClose(server: Server): () => void {
  const answering = new Set<ServerResponse>();
  let closing = false;
  const closeIdleAsNodeDoes = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    // Later, then: each answer, once sent, calls this again (below).
    if (answering.size === 0) closeIdleAsNodeDoes();
  };
  server.on("request", (_request: IncomingMessage, response: ServerResponse) => {
    answering.add(response);
    response.once("close", () => {
      answering.delete(response);
      if (closing) server.closeIdleConnections();
    });
  });
  return () => {
    closing = true;
    // An answer not yet begun says that its connection ends with it, so that its reader does
    // not count on the connection afterwards and take its closing for a cut answer.
    for (const response of answering) if (!response.headersSent) response.setHeader("connection", "close");
  };
}
