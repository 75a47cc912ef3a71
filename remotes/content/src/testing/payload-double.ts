/**
 * The site's published `_payload.json` files at the network, for the content screens' fault
 * tests: the api double's msw server answers `{origin}{path}/_payload.json` with a page's
 * payload, or breaks it the way the e2e chaos specs break it in the browser (an HTML 500, a
 * cut-off body, a success envelope around data of the wrong shape), so the real
 * `fetchPagePayload` reads a real `Response` and the screen gets what the client makes of it.
 */
import { fireEvent, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ContentPayload } from '@jara/contracts/content';
import { payloadPath } from '@jara/contracts/prerender';
import type { ApiErrorKind } from '@jara/api/api-error';
import { contentKeys } from '@jara/query/content-queries';
import { http } from 'msw';
import { FAULT_ANSWERS, setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';

/** The e2e's quick faults, in the order it applies them. */
export type PayloadFault = Exclude<CallFault, 'hang'>;
export const PAYLOAD_FAULTS: readonly PayloadFault[] = ['500', 'not-json', 'wrong-shape'];

/** What the client makes of each fault: a payload is shape-checked, so a wrong shape is unreadable. */
export const FAULT_KIND: Record<PayloadFault, ApiErrorKind> = {
  '500': 'http',
  'not-json': 'unreadable',
  'wrong-shape': 'unreadable',
};

/** Call at a test file's top level, like `setUpApiDouble`. */
export function setUpPayloadDouble() {
  const api = setUpApiDouble();
  const reads: string[] = [];
  api.server.events.on('request:start', ({ request }) => {
    reads.push(new URL(request.url).pathname);
  });
  afterEach(() => {
    reads.length = 0;
  });

  const serve = (pagePath: string, answer: () => Response | Promise<Response>) =>
    api.server.use(http.get(`${window.location.origin}${payloadPath(pagePath)}`, answer));

  return {
    /** Every later read of the page's payload breaks with `fault`; a later `answer` heals it. */
    break: (pagePath: string, fault: PayloadFault) => serve(pagePath, FAULT_ANSWERS[fault]),
    /** Every later read of the page's payload gets `payload`, as the site serves it. */
    answer: (pagePath: string, payload: ContentPayload) =>
      serve(pagePath, () => Response.json(payload)),
    /** How many times this test read the page's payload. */
    reads: (pagePath: string) => reads.filter((path) => path === payloadPath(pagePath)).length,
  };
}

export interface CalmErrorCheck {
  client: QueryClient;
  pagePath: string;
  /** What the screen's alert says. */
  message: string;
  fault: PayloadFault;
  /** How many failed reads the page's query has settled so far, this one included. */
  failures: number;
}

/**
 * The screen's own calm error: the page's query settled on the error the client made of
 * `fault`, an alert saying `message` with a Try again button, and nothing raw anywhere.
 */
export async function expectCalmError(check: CalmErrorCheck): Promise<HTMLElement> {
  const { client, pagePath, message, fault, failures } = check;
  await waitFor(() =>
    expect(client.getQueryState(contentKeys.page(pagePath))).toMatchObject({
      status: 'error',
      fetchStatus: 'idle',
      errorUpdateCount: failures,
      error: { kind: FAULT_KIND[fault] },
    }),
  );
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toBe(`${message}Try again`);
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
  return alert;
}

export interface PayloadFaultCase {
  /** The page whose payload breaks, as the site serves it. */
  pagePath: string;
  /** What the screen's alert says. */
  message: string;
  /** What the screen shows once loaded, in the tests' names. */
  shows: string;
  render: () => RenderResult & { client: QueryClient };
  /** Serves the real payload. */
  heal: () => void;
  /** The loaded screen, and no error left. */
  expectLoaded: () => Promise<void>;
}

/**
 * The e2e chaos case of a page, at the network: each fault alone, then the e2e's sequence (each
 * Try again reads the payload again into the same calm error); healed, Try again shows the page.
 */
export function describePayloadFaults(
  payloads: ReturnType<typeof setUpPayloadDouble>,
  item: PayloadFaultCase,
) {
  const { pagePath, message } = item;
  const healAndTryAgain = async () => {
    item.heal();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await item.expectLoaded();
    expect(screen.queryByRole('alert')).toBeNull();
  };

  it.each(PAYLOAD_FAULTS)(
    `answered %s: a calm error with Try again and nothing raw, and Try again after healing shows ${item.shows}`,
    async (fault) => {
      payloads.break(pagePath, fault);
      const { client } = item.render();
      await expectCalmError({ client, pagePath, message, fault, failures: 1 });
      await healAndTryAgain();
      expect(payloads.reads(pagePath)).toBe(2);
    },
  );

  it(`answered 500, then not-json, then wrong-shape: each Try again reads it again into the same calm error, and once healed Try again shows ${item.shows}`, async () => {
    const [first, ...rest] = PAYLOAD_FAULTS as [PayloadFault, ...PayloadFault[]];
    payloads.break(pagePath, first);
    const { client } = item.render();
    await expectCalmError({ client, pagePath, message, fault: first, failures: 1 });
    for (const [i, fault] of rest.entries()) {
      payloads.break(pagePath, fault);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await expectCalmError({ client, pagePath, message, fault, failures: i + 2 });
      expect(payloads.reads(pagePath)).toBe(i + 2);
    }
    await healAndTryAgain();
    expect(payloads.reads(pagePath)).toBe(PAYLOAD_FAULTS.length + 1);
  });
}
