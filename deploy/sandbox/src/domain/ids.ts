import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A UUID derived from a name (UUID v5 layout over SHA-1), so the seed has the same ids every run. */
export function namedUuid(name: string): string {
  const bytes = createHash('sha1').update(`jara-sandbox:${name}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function newUuid(): string {
  return randomUUID();
}

/** A short reference a customer can read out on the phone, e.g. "JR-7F3K9Q". */
export function newReference(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = [...randomBytes(6)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${prefix}-${chars}`;
}
