// Secrets of share links. Keys are 256 random bits and view codes 128, both base64url;
// only their SHA-256 is kept in memory indexes and in the database (keys), and a presented
// secret is compared with the stored hash in constant time.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

export function generateAccessKey(): string {
  return randomBytes(32).toString("base64url");
}

export function generateViewPathCode(): string {
  return randomBytes(16).toString("base64url");
}

export function generateKeyId(): string {
  return `k_${randomBytes(6).toString("hex")}`;
}

export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}
