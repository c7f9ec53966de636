// Settings from flags and the environment (flags win), checked once, with defaults that
// give a working site on a fresh clone.
import { fileURLToPath } from "node:url";
import { DEFAULT_SQLITE_PATH } from "./storage/database.js";

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_BASE_URL = "http://localhost:8080";
/** The built web app: packages/web/dist, seen from packages/server/{src,dist}. */
export const BUNDLED_WEB_ROOT = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** Where the reader app's built files are: $RXDOCS_WEB_ROOT, or the bundled build. */
export function webRoot(): string {
  return process.env.RXDOCS_WEB_ROOT || BUNDLED_WEB_ROOT;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function databaseUrl(flag?: string): string {
  return flag || process.env.DATABASE_URL || DEFAULT_SQLITE_PATH;
}

export function listenPort(flag?: string): number {
  const raw = flag ?? process.env.PORT ?? String(DEFAULT_PORT);
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new ConfigError(`invalid port "${raw}": use a number from 0 to 65535`);
  return port;
}

export function listenHost(flag?: string): string {
  return flag || process.env.HOST || DEFAULT_HOST;
}

export function publicBaseUrl(flag?: string): string {
  const raw = flag || process.env.RXDOCS_BASE_URL || DEFAULT_BASE_URL;
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http(s)");
    return url.toString().replace(/\/+$/, "");
  } catch {
    throw new ConfigError(`invalid base URL "${raw}": use an http:// or https:// URL`);
  }
}

/** The shortest metrics token taken: a guessable one would show the site's traffic to anyone. */
const MIN_METRICS_TOKEN_LENGTH = 16;

/** The bearer token of GET /metrics, from $RXDOCS_METRICS_TOKEN; undefined leaves the metrics off. */
export function metricsToken(): string | undefined {
  const token = process.env.RXDOCS_METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(token))
    throw new ConfigError(
      `RXDOCS_METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces, such as the output of: openssl rand -hex 32`,
    );
  return token;
}
