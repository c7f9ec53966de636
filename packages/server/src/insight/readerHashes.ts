// Tells readers apart for one day without knowing who they are, as privacy-first analytics do:
// a reader is the hash of their address and browser with the day's salt. Neither is stored, the
// salt changes every day (the day before's is dropped), so a hash is never the same from one day
// to the next nor traceable back to a reader.
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../storage/schema.js";
import { daySalt } from "../storage/pageFeedback.js";

export class ReaderHashes {
  private salt: { day: string; value: Promise<string> } | undefined;

  /** The reader of `request` on `day`. `db` writes the day's salt when it is the first to need it. */
  async readerOf(request: FastifyRequest, day: string, db: Kysely<Database>): Promise<string> {
    if (this.salt?.day !== day) {
      const value = daySalt(db, day);
      this.salt = { day, value };
      // A salt that could not be read is asked for again by the next reader.
      value.catch(() => this.salt?.value === value && (this.salt = undefined));
    }
    const salt = await this.salt.value;
    return createHash("sha256")
      .update(`${salt}\n${request.ip}\n${request.headers["user-agent"] ?? ""}`)
      .digest("base64url");
  }
}
