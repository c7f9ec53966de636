// What every channel for machine readers is built from: the access module, the database and the
// reader app's renderer (undefined when the app is not built).
import type { ServerEntry } from "@rxdocs/contract";
import type { Kysely } from "kysely";
import type { ReaderAccess } from "../access/readerAccess.js";
import type { Database } from "../storage/schema.js";

export interface MachineContext {
  reader: ReaderAccess;
  db: Kysely<Database>;
  serverEntry: Promise<ServerEntry | undefined>;
}
