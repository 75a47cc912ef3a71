import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

const KEY_LENGTH = 32;

/** Stored as `scrypt$<salt hex>$<key hex>` (Node's default cost: N=16384, r=8, p=1). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await scryptAsync(password, salt, KEY_LENGTH));
}

/** The seed hashes synchronously with a fixed salt so the seeded rows are the same every run. */
export function hashPasswordSync(password: string, salt: string): string {
  const saltBytes = Buffer.from(salt.padEnd(16, '0').slice(0, 16));
  return format(saltBytes, scryptSync(password, saltBytes, KEY_LENGTH));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltHex, keyHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

function format(salt: Buffer, key: Buffer): string {
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}
