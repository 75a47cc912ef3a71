import { DEVICE_ID_KEY, deviceId } from './device-id';

const forgetPage = () => delete (globalThis as Record<string, unknown>)['__jaraDeviceId'];

beforeEach(() => {
  forgetPage();
  localStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

describe('deviceId', () => {
  it('makes a random id on the first visit and keeps it in localStorage', () => {
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
  });

  it('gives the same id on later pages (a reload, a visit next week)', () => {
    const first = deviceId();
    forgetPage();
    expect(deviceId()).toBe(first);
  });

  it('uses an id already stored (as an end-to-end test sets one)', () => {
    localStorage.setItem(DEVICE_ID_KEY, 'e2e-device-7');
    expect(deviceId()).toBe('e2e-device-7');
  });

  it('gives two devices different ids', () => {
    const first = deviceId();
    forgetPage();
    localStorage.clear();
    expect(deviceId()).not.toBe(first);
  });

  it('still works where storage throws (private mode): one id, stable for the page', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const id = deviceId();
    expect(id).not.toBe('');
    expect(deviceId()).toBe(id);
  });

  it('keeps the id for the page when it cannot be saved (storage full)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const id = deviceId();
    expect(deviceId()).toBe(id);
  });

  it('makes an id where randomUUID is missing (a page not served over https)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(deviceId()).toMatch(/^[0-9a-z]{8,}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
