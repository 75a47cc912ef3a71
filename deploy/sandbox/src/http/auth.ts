/**
 * Bearer tokens. Only a SHA-256 of each token is stored, so a leaked database holds no usable
 * token. The main API and the plans API issue tokens for separate audiences.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/open-database';
import { unauthenticated } from './api-error';

export type TokenAudience = 'main' | 'plans';

export interface CustomerRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  password_hash: string;
  domicile_location: 'NG' | 'KE';
  referral_code: string;
  reward_points: number;
  created_at: string;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function issueToken(
  db: Db,
  customerId: number,
  audience: TokenAudience,
  at: string,
): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    'INSERT INTO access_tokens (token_hash, customer_id, audience, created_at) VALUES (?, ?, ?, ?)',
  ).run(hashToken(token), customerId, audience, at);
  return token;
}

export function revokeTokens(db: Db, customerId: number): void {
  db.prepare('DELETE FROM access_tokens WHERE customer_id = ?').run(customerId);
}

/** Every token of the customer but the one this request carries (their other devices). */
export function revokeOtherTokens(db: Db, customerId: number, request: FastifyRequest): void {
  const keep = bearerToken(request);
  db.prepare('DELETE FROM access_tokens WHERE customer_id = ? AND token_hash <> ?').run(
    customerId,
    keep ? hashToken(keep) : '',
  );
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The signed-in customer, or null for a visitor (an unknown token counts as a visitor here). */
export function optionalCustomer(
  db: Db,
  request: FastifyRequest,
  audience: TokenAudience = 'main',
): CustomerRow | null {
  const token = bearerToken(request);
  if (!token) return null;
  const row = db
    .prepare(
      `SELECT c.* FROM access_tokens t JOIN customers c ON c.id = t.customer_id
       WHERE t.token_hash = ? AND t.audience = ?`,
    )
    .get(hashToken(token), audience) as CustomerRow | undefined;
  return row ?? null;
}

/** The signed-in customer; a missing, unknown or revoked token is a 401. */
export function requireCustomer(
  db: Db,
  request: FastifyRequest,
  audience: TokenAudience = 'main',
): CustomerRow {
  const customer = optionalCustomer(db, request, audience);
  if (!customer) throw unauthenticated();
  return customer;
}
