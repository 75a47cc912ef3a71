import type { FastifyInstance } from 'fastify';
import type { SavedAddress } from '@jara/contracts/entities';
import { z } from 'zod';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { newUuid } from '../domain/ids';
import { ApiError, notFound } from '../http/api-error';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { latitude, longitude, requiredText } from '../http/fields';
import { parseBody } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';

type IdParams = { Params: { id: string } };

const MAX_ADDRESSES = 20;
/** The exact sentence the site shows (spec 8). */
export const ADDRESS_DELETED_MESSAGE = 'The address has been deleted.';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

const addressFields = {
  label: requiredText(60),
  address: requiredText(300),
  latitude,
  longitude,
  is_default: z.boolean().optional(),
  area: optionalText(120),
  street: optionalText(200),
  building: optionalText(120),
  landmark: optionalText(200),
  phone: optionalText(20),
  instructions: optionalText(300),
};
/** The columns a customer writes, besides the default flag. */
const WRITABLE = [
  'label',
  'address',
  'latitude',
  'longitude',
  'area',
  'street',
  'building',
  'landmark',
  'phone',
  'instructions',
] as const;
const createBody = z.object(addressFields);
const updateBody = z.object(addressFields).partial();

interface AddressRow extends Omit<SavedAddress, 'is_default'> {
  is_default: number;
}

const toAddress = (row: AddressRow): SavedAddress => ({ ...row, is_default: row.is_default === 1 });

function addressesOf(db: Db, customerId: number): AddressRow[] {
  return sql(
    db,
    `SELECT uuid, label, address, latitude, longitude, is_default, area, street, building, landmark,
       phone, instructions FROM addresses
     WHERE customer_id = ? ORDER BY is_default DESC, created_at`,
  ).all(customerId) as AddressRow[];
}

function requireAddress(db: Db, customerId: number, uuid: string): AddressRow {
  const row = addressesOf(db, customerId).find((address) => address.uuid === uuid);
  if (!row) throw notFound('We could not find that address.');
  return row;
}

function makeDefault(db: Db, customerId: number, uuid: string): void {
  sql(db, 'UPDATE addresses SET is_default = (uuid = ?) WHERE customer_id = ?').run(
    uuid,
    customerId,
  );
}

export function registerAddressRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get('/marketplace/address', async (request) => {
    const customer = requireCustomer(db, request);
    return ok(addressesOf(db, customer.id).map(toAddress));
  });

  app.post('/marketplace/address', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(createBody, request.body);
    const existing = addressesOf(db, customer.id);
    if (existing.length >= MAX_ADDRESSES) {
      throw new ApiError(
        422,
        `You can save up to ${MAX_ADDRESSES} addresses. Delete one to add another.`,
      );
    }
    const uuid = newUuid();
    db.transaction(() => {
      sql(
        db,
        `INSERT INTO addresses (uuid, customer_id, ${WRITABLE.join(', ')}, is_default, created_at)
         VALUES (?, ?, ${WRITABLE.map(() => '?').join(', ')}, 0, ?)`,
      ).run(uuid, customer.id, ...WRITABLE.map((column) => body[column] ?? null), ctx.clock.iso());
      if (body.is_default || existing.length === 0) makeDefault(db, customer.id, uuid);
    })();
    return ok(toAddress(requireAddress(db, customer.id, uuid)), 'Address saved.');
  });

  app.put<IdParams>('/marketplace/address/:id', async (request) => {
    const customer = requireCustomer(db, request);
    const current = requireAddress(db, customer.id, request.params.id);
    const body = parseBody(updateBody, request.body);
    db.transaction(() => {
      sql(
        db,
        `UPDATE addresses SET ${WRITABLE.map((column) => `${column} = ?`).join(', ')} WHERE uuid = ?`,
      ).run(
        ...WRITABLE.map((column) => (body[column] === undefined ? current[column] : body[column])),
        current.uuid,
      );
      if (body.is_default === true) makeDefault(db, customer.id, current.uuid);
      if (body.is_default === false)
        sql(db, 'UPDATE addresses SET is_default = 0 WHERE uuid = ?').run(current.uuid);
    })();
    return ok(toAddress(requireAddress(db, customer.id, current.uuid)), 'Address updated.');
  });

  app.delete<IdParams>('/marketplace/address/:id', async (request) => {
    const customer = requireCustomer(db, request);
    const current = requireAddress(db, customer.id, request.params.id);
    db.transaction(() => {
      sql(db, 'DELETE FROM addresses WHERE uuid = ?').run(current.uuid);
      const next = addressesOf(db, customer.id)[0];
      if (current.is_default === 1 && next) makeDefault(db, customer.id, next.uuid);
    })();
    return ok(null, ADDRESS_DELETED_MESSAGE);
  });
}
