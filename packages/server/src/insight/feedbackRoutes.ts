// POST /api/feedbackInfo/sendFeedback: a reader's answer to "Was this page helpful?". Answered
// only about a page the reader may read, on a site that asks; kept with no cookie and nothing
// about the reader (readerHashes.ts); one answer a reader, page and day. A client sending more
// than a few answers a minute is refused before anything is written, so a flood costs the
// database nothing and the server keeps serving.
import { API_PATHS, sendFeedbackBody } from "@rxdocs/contract";
import type { FastifyInstance } from "fastify";
import { type ReaderAccess, slotOf } from "../access/readerAccess.js";
import { ClientLimiter, type ClientLimits } from "../http/clientLimiter.js";
import { ok } from "../http/envelope.js";
import { ApiError, NotFoundError, TooManyRequestsError } from "../http/errors.js";
import { validate } from "../http/validate.js";
import type { Storage } from "../storage/database.js";
import { saveAnswer } from "../storage/pageFeedback.js";
import { dayOf } from "./days.js";
import { ReaderHashes } from "./readerHashes.js";

/** A reader votes and then may comment: a handful of answers a minute is all a person sends. */
export const DEFAULT_FEEDBACK_LIMITS: ClientLimits = { max: 10, windowMs: 60_000 };

/** An import holds the database, or it cannot be written: the answer may be sent again later. */
const NotKeptNowError = () =>
  new ApiError(503, "Your answer could not be kept right now; try again in a moment", { "retry-after": "5" });

export interface FeedbackOptions {
  reader: ReaderAccess;
  storage: Storage;
  limits?: ClientLimits;
}

export async function feedbackRoutes(app: FastifyInstance, options: FeedbackOptions): Promise<void> {
  const { reader, storage } = options;
  const limiter = new ClientLimiter(options.limits ?? DEFAULT_FEEDBACK_LIMITS, TooManyRequestsError("answers"));
  const readers = new ReaderHashes();

  app.post(`/${API_PATHS.sendFeedback}`, async (request) => {
    const body = validate(sendFeedbackBody, request.body);
    limiter.admit(request.ip);
    const { catalog, visible } = await reader.view(request, undefined, slotOf(body, request));
    if (catalog.settings.feedback === false) throw NotFoundError("This site does not ask for feedback");
    if (!visible.articles.has(body.menuCode)) throw NotFoundError();
    const now = new Date();
    const day = dayOf(now);
    let counted: boolean;
    try {
      counted = await storage.withoutWaiting(async (db) =>
        saveAnswer(db, {
          day,
          version: catalog.slot.version,
          lang: catalog.slot.lang,
          menuCode: body.menuCode,
          reader: await readers.readerOf(request, day, db),
          helpful: body.helpful,
          comment: body.comment || undefined,
          answeredAt: now.toISOString(),
        }),
      );
    } catch (error) {
      request.log.warn({ err: error }, "a reader's answer was not kept");
      throw NotKeptNowError();
    }
    return ok({ counted });
  });
}
