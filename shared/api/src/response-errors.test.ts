import { API_MESSAGES } from './api-messages';
import { getCountries, getNotifications, login } from './account';
import { getBusinessTypes, getVendor } from './marketplace';
import { failure, MAIN_BASE, setUpApiTest, success } from './testing/api-test-harness';

const api = setUpApiTest();
const url = `${MAIN_BASE}/marketplace/business_types`;

describe('malformed answers become a plain ApiError (spec 6, 8)', () => {
  it.each([
    ['an HTML page', '<!doctype html><h1>Bad gateway</h1>'],
    ['truncated JSON', '{"status":"success","data":[1,'],
    ['a bare array', [{ id: 1 }]],
    ['an unknown status', { status: 'ok', message: '', data: [] }],
    ['a non-string message', { status: 'success', message: 42, data: [] }],
    ['an empty body', ''],
  ])('%s', async (_name, body) => {
    api.main.onGet(url).reply(200, body);
    await expect(getBusinessTypes()).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'unreadable',
      status: 200,
      message: API_MESSAGES.unreadable,
    });
    expect(api.toasts).toEqual([{ kind: 'error', message: API_MESSAGES.unreadable }]);
  });

  it('reads the data the spec says a call reads, and refuses it when missing', async () => {
    api.main.onPost(`${MAIN_BASE}/login`).reply(200, success({ id: 7, name: 'Ada' }));
    await expect(login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      kind: 'unreadable',
    });
    expect(api.toasts).toEqual([{ kind: 'warning', message: API_MESSAGES.unreadable }]);
  });

  it('refuses a notifications answer without a total, silently', async () => {
    api.signIn();
    api.main.onGet(`${MAIN_BASE}/account/notifications`).reply(200, success({ notifications: [] }));
    await expect(getNotifications()).rejects.toMatchObject({ kind: 'unreadable' });
    expect(api.toasts).toEqual([]);
  });

  it('refuses a countries answer that is not a list', async () => {
    api.main.onGet(`${MAIN_BASE}/countries/all`).reply(200, success({ code: 'NG' }));
    await expect(getCountries()).rejects.toMatchObject({ kind: 'unreadable' });
  });

  it('says the server is in trouble for an unreadable 5xx', async () => {
    api.main.onGet(url).reply(502, '<html>Bad gateway</html>');
    await expect(getBusinessTypes()).rejects.toMatchObject({
      kind: 'unreadable',
      status: 502,
      message: API_MESSAGES.serverTrouble,
    });
  });

  it('treats an error envelope sent with 200 as a failure', async () => {
    api.main.onGet(url).reply(200, failure('Service paused.'));
    await expect(getBusinessTypes()).rejects.toMatchObject({ kind: 'http', status: 200 });
    expect(api.toasts).toEqual([{ kind: 'error', message: 'Service paused.' }]);
  });

  it('falls back to a clear sentence for an error envelope without a message', async () => {
    api.main.onGet(url).reply(400, { status: 'error', message: null });
    await expect(getBusinessTypes()).rejects.toThrow(API_MESSAGES.failed);
  });

  it('never trusts a success envelope sent with an error status', async () => {
    api.main.onGet(url).reply(500, success([], 'Saved'));
    await expect(getBusinessTypes()).rejects.toMatchObject({ status: 500, message: 'Saved' });
    expect(api.toasts).toEqual([{ kind: 'error', message: 'Saved' }]);
  });

  it('keeps string field errors as lists and drops unusable ones', async () => {
    api.main
      .onGet(url)
      .replyOnce(422, { status: 'error', message: 'Invalid.', errors: { email: 'Required.' } });
    const first = await getBusinessTypes().catch((caught) => caught);
    expect(first.fieldErrors).toEqual({ email: ['Required.'] });

    api.main.onGet(url).replyOnce(422, { status: 'error', message: 'Invalid.', errors: 'nope' });
    const second = await getBusinessTypes().catch((caught) => caught);
    expect(second.fieldErrors).toEqual({});
  });
});

describe('when no answer arrives', () => {
  it('explains a network error', async () => {
    api.main.onGet(url).networkError();
    await expect(getBusinessTypes()).rejects.toMatchObject({
      kind: 'network',
      status: null,
      message: API_MESSAGES.network,
    });
    expect(api.toasts).toEqual([{ kind: 'error', message: API_MESSAGES.network }]);
  });

  it('explains a timeout', async () => {
    api.main.onGet(url).timeout();
    await expect(getBusinessTypes()).rejects.toMatchObject({
      kind: 'timeout',
      message: API_MESSAGES.timeout,
    });
    expect(api.toasts).toEqual([{ kind: 'error', message: API_MESSAGES.timeout }]);
  });

  it('stays quiet when the caller aborts', async () => {
    const controller = new AbortController();
    api.main.onGet(`${MAIN_BASE}/marketplace/vendors/v`).reply(200, success({}));
    controller.abort();
    await expect(getVendor('v', { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(api.toasts).toEqual([]);
    expect(api.main.history.get).toHaveLength(0);
  });
});
