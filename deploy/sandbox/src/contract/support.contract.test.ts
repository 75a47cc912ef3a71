/**
 * The contact page's calls (sandbox extension) against the real sandbox: the country's channels,
 * and a message filed with a reference and the success toast, or refused field by field.
 */
import { getSupportChannels, sendSupportMessage } from '@jara/api/support';
import { expectFields } from './entity-keys';
import { setUpSandbox } from './sandbox-harness';

const api = setUpSandbox();

const message = {
  name: 'Ada Okafor',
  email: 'ada@example.com',
  topic: 'order',
  message: 'My rider could not find the gate.',
} as const;

beforeEach(() => {
  api.useCountry('NG');
  api.signOut();
});

describe('support', () => {
  it('reads the channels of the location, silently', async () => {
    const nigeria = await getSupportChannels();
    expectFields('supportChannels', nigeria);
    expect(nigeria.country).toBe('NG');
    api.useCountry('KE');
    await expect(getSupportChannels()).resolves.toMatchObject({ country: 'KE' });
    expect(api.toasts).toEqual([]);
  });

  it('files a visitor’s message with a reference and a success toast', async () => {
    const filed = await sendSupportMessage(message);
    expectFields('supportMessage', filed);
    expect(filed).toMatchObject({ reference: expect.stringMatching(/^SUP-/), topic: 'order' });
    expect(api.toasts).toEqual([{ kind: 'success', message: expect.any(String) }]);
  });

  it('refuses a short message and an unknown topic as field errors', async () => {
    const error = await sendSupportMessage({
      ...message,
      topic: 'gossip' as never,
      message: 'Hi',
    }).catch((caught) => caught);
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors)).toEqual(expect.arrayContaining(['topic', 'message']));
  });
});
