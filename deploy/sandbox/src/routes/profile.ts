import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sql } from '../db/statements';
import { hashPassword } from '../domain/passwords';
import { ApiError } from '../http/api-error';
import { requireCustomer, revokeOtherTokens } from '../http/auth';
import { ok } from '../http/envelope';
import { email, password, requiredText } from '../http/fields';
import { parseBody } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { assertEmailFree, assertPassword } from '../store/credentials';
import { findCustomer, toCustomer } from '../store/customers';
import { cancelPaymentsOf } from '../payments/payable';
import { phone } from './auth';

const profileBody = z.object({
  name: requiredText(100).optional(),
  phone: phone.optional(),
  email: email.optional(),
});

export function registerProfileRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.get('/account/profile', async (request) => ok(toCustomer(requireCustomer(db, request))));

  app.post('/account/profile', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(profileBody, request.body);
    if (body.name === undefined && body.phone === undefined && body.email === undefined) {
      throw new ApiError(422, 'Send at least one of name, phone or email to update.');
    }
    if (body.email) assertEmailFree(db, body.email, customer.id);
    sql(
      db,
      'UPDATE customers SET name = COALESCE(?, name), phone = COALESCE(?, phone), email = COALESCE(?, email) WHERE id = ?',
    ).run(body.name ?? null, body.phone ?? null, body.email ?? null, customer.id);
    const updated = findCustomer(db, customer.id) ?? customer;
    return ok(toCustomer(updated), 'Your profile has been updated.');
  });

  app.put('/account/change_password', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(
      z.object({ current_password: z.string().min(1).max(128), password }),
      request.body,
    );
    await assertPassword(customer, body.current_password, 'current_password');
    if (body.current_password === body.password) {
      throw new ApiError(422, 'The new password must differ from the current one.', {
        password: ['The new password must differ from the current one.'],
      });
    }
    const passwordHash = await hashPassword(body.password);
    // Whoever knew the old password may be signed in elsewhere: only this device stays signed in.
    db.transaction(() => {
      sql(db, 'UPDATE customers SET password_hash = ? WHERE id = ?').run(passwordHash, customer.id);
      revokeOtherTokens(db, customer.id, request);
    })();
    return ok(null, 'Your password has been changed.');
  });

  app.delete('/account/delete', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(z.object({ password: z.string().min(1).max(128) }), request.body);
    await assertPassword(customer, body.password, 'password');
    db.transaction(() => {
      cancelPaymentsOf(ctx, customer.id);
      sql(db, 'DELETE FROM customers WHERE id = ?').run(customer.id);
    })();
    return ok(null, 'Your account has been deleted.');
  });
}
