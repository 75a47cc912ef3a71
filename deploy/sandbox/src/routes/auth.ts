import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COUNTRY_CODES } from '@jara/contracts/constants';
import { hashPassword } from '../domain/passwords';
import { issueToken, revokeTokens } from '../http/auth';
import { ok } from '../http/envelope';
import { email, password, requiredText } from '../http/fields';
import { parseBody } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { assertEmailFree, authenticate } from '../store/credentials';
import { createCustomer, findCustomerByEmail, toCustomer } from '../store/customers';
import { createNotification } from '../store/notifications';
import { recordReferralJoin, referrerFor } from '../store/referrals';
import { consumePasscode, issuePasscode } from '../store/passcodes';

export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, { error: 'The phone field must be a valid phone number.' });

export const loginBody = z.object({ email, password: z.string().min(1).max(128) });
export const registerBody = z.object({
  name: requiredText(100),
  email,
  phone,
  password,
  domicile_location: z.enum(COUNTRY_CODES).optional(),
  referral_code: z.string().trim().max(100).optional(),
});

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function registerAuthRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.post('/login', async (request) => {
    const body = parseBody(loginBody, request.body);
    const customer = await authenticate(db, body.email, body.password);
    const token = issueToken(db, customer.id, 'main', ctx.clock.iso());
    return ok(
      { ...toCustomer(customer), access_token: token },
      `Welcome back, ${firstName(customer.name)}!`,
    );
  });

  app.post('/register', async (request) => {
    const body = parseBody(registerBody, request.body);
    assertEmailFree(db, body.email);
    const referralCode = body.referral_code || null;
    if (referralCode) referrerFor(db, referralCode, body);
    const passwordHash = await hashPassword(body.password);
    // Checked again after the await: another request may have taken the email meanwhile (or the
    // referrer closed their account).
    const customer = db.transaction(() => {
      assertEmailFree(db, body.email);
      const created = createCustomer(
        db,
        {
          name: body.name,
          email: body.email,
          phone: body.phone,
          passwordHash,
          domicile: body.domicile_location ?? 'NG',
        },
        ctx.clock.iso(),
      );
      if (referralCode) {
        recordReferralJoin(db, referrerFor(db, referralCode, body), created, ctx.clock.iso());
      }
      createNotification(
        ctx,
        created.id,
        'Welcome to Jara',
        'Use WELCOME10 for 10% off your first order.',
      );
      return created;
    })();
    const token = issueToken(db, customer.id, 'main', ctx.clock.iso());
    return ok(
      { access_token: token, customer: toCustomer(customer) },
      `Welcome to Jara, ${firstName(customer.name)}!`,
    );
  });

  app.post('/password/createpasscode', async (request) => {
    const body = parseBody(z.object({ email }), request.body);
    // The same answer either way, so the form cannot be used to find out who has an account.
    if (findCustomerByEmail(db, body.email)) issuePasscode(db, body.email, ctx.clock.now());
    return ok(null, `If ${body.email} has a Jara account, a pass code is on its way to it.`);
  });

  app.post('/password/reset', async (request) => {
    const body = parseBody(
      z.object({
        email,
        passcode: z
          .string()
          .trim()
          .regex(/^\d{6}$/, { error: 'The pass code is the 6 digits we sent you.' }),
        password,
      }),
      request.body,
    );
    const customer = findCustomerByEmail(db, body.email);
    consumePasscode(db, body.email, body.passcode, ctx.clock.now());
    const passwordHash = await hashPassword(body.password);
    if (customer) {
      db.transaction(() => {
        db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?').run(
          passwordHash,
          customer.id,
        );
        revokeTokens(db, customer.id);
      })();
    }
    return ok(null, 'Your password has been reset. Please log in with your new password.');
  });
}
