import type { FastifyRequest } from 'fastify';
import { COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from '@jara/contracts/constants';
import { fieldError } from './api-error';

/** Spec 6: the `location` header (NG or KE, default NG) scopes vendors, areas and prices. */
export function requestCountry(request: FastifyRequest): CountryCode {
  const raw = request.headers.location;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  if (!value) return DEFAULT_COUNTRY;
  if ((COUNTRY_CODES as readonly string[]).includes(value)) return value as CountryCode;
  throw fieldError(
    'location',
    `The location header must be NG or KE, not "${value.slice(0, 20)}".`,
  );
}
