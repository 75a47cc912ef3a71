/**
 * Walks every call of the contract, signed in, against an API answering 404 and then 401: the
 * 404 ends the session exactly for the calls whose table says "account-gone", the 401 for all.
 */
import {
  MAIN_NOT_FOUND,
  PLANS_NOT_FOUND,
  type NotFoundMeaning,
} from '@jara/contracts/not-found-rules';
import { sessionStore } from '@jara/state/session-store';
import type { ApiBase } from './configure-api';
import { getVendor } from './marketplace';
import { request } from './request';
import { failure, setUpApiTest } from './testing/api-test-harness';

const api = setUpApiTest();

type CallRule = [ApiBase, string, NotFoundMeaning];

const EVERY_CALL: CallRule[] = [
  ...Object.entries(MAIN_NOT_FOUND).map(([key, meaning]): CallRule => ['main', key, meaning]),
  ...Object.entries(PLANS_NOT_FOUND).map(([key, meaning]): CallRule => ['plans', key, meaning]),
];

/** Every `{placeholder}` of the key filled, so the call reaches the network. */
function anyPathFor(key: string): Record<string, string> {
  return Object.fromEntries([...key.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, 'x1']));
}

function answerEverything(status: number) {
  api.main.onAny().reply(status, failure('Not here.'));
  api.plans.onAny().reply(status, failure('Not here.'));
}

function signInBoth() {
  api.signIn();
  api.signInToPlans();
}

async function callSilently(base: ApiBase, key: string) {
  await request(base, key, { path: anyPathFor(key) }, { silent: true }).catch(() => undefined);
}

describe('every call says what its 404 means', () => {
  it.each(EVERY_CALL)('%s %s: a signed-in 404 is %s', async (base, key, meaning) => {
    signInBoth();
    answerEverything(404);
    await callSilently(base, key);
    expect(api.loggedOut).toHaveLength(meaning === 'account-gone' ? 1 : 0);
  });

  it.each(EVERY_CALL)('%s %s: a signed-in 401 ends the session', async (base, key) => {
    signInBoth();
    answerEverything(401);
    await callSilently(base, key);
    expect(api.loggedOut).toEqual([{ reason: 'unauthorized' }]);
  });
});

it('a signed-in customer who opens a store that no longer exists keeps their session', async () => {
  api.signIn();
  answerEverything(404);
  await expect(getVendor('no-such-store-xyz')).rejects.toMatchObject({ status: 404 });
  expect(sessionStore.getState().token).toBe('main-token');
  expect(api.loggedOut).toEqual([]);
});
