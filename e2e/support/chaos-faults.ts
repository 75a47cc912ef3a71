/**
 * Breaks one API call in the browser, found by its contract key (`GET /marketplace/vendors`,
 * `POST plan/generate_amount`): answered 500, answered garbage, or never answered. Only the
 * broken call is touched; every other request goes through. `heal` takes the fault away so the
 * screen's retry can succeed.
 */
import type { Page, Request, Route } from '@playwright/test';
import { E2E_URLS } from './e2e-stack';

export type Fault = '500' | 'not-json' | 'wrong-shape' | 'hang';

/** 500 and garbage cost a page load each; a hang costs the client's whole timeout. */
export const QUICK_FAULTS: readonly Fault[] = ['500', 'not-json', 'wrong-shape'];

/** The two API bases, and the site's own origin for the pages' published payloads. */
export type ApiBaseName = 'main' | 'plans' | 'site';

export interface CallKey {
  /** As `shared/contracts` writes it: method, then the path with `{placeholders}`. */
  key: string;
  base?: ApiBaseName;
  /** What a `{placeholder}` matches, when one segment would also catch a sibling call. */
  param?: string;
}

const BASE_URLS: Record<ApiBaseName, string> = {
  main: E2E_URLS.api,
  plans: E2E_URLS.plansApi,
  site: E2E_URLS.site,
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The call's method and a matcher of its URL path (placeholders match one segment). */
export function callMatcher({ key, base = 'main', param = '[^/?]+' }: CallKey): {
  method: string;
  matches: (request: Request) => boolean;
} {
  const [method, rawPath] = key.split(' ') as [string, string];
  const path = rawPath.replace(/^\//, '');
  const pattern = path
    .split(/\{[^}]+\}/)
    .map(escapeRegExp)
    .join(param);
  const url = new RegExp(`^${escapeRegExp(BASE_URLS[base])}/${pattern}/?(\\?.*)?$`);
  return {
    method,
    matches: (request) => request.method() === method && url.test(request.url()),
  };
}

/** The API is on another origin: an answer without these is a CORS error, not the fault. */
function corsHeaders(request: Request): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers()['origin'] ?? E2E_URLS.site,
    'access-control-allow-credentials': 'true',
  };
}

async function answer(route: Route, fault: Exclude<Fault, 'hang'>): Promise<void> {
  const headers = corsHeaders(route.request());
  if (fault === '500') {
    await route.fulfill({ status: 500, headers, contentType: 'text/html', body: '<h1>500</h1>' });
  } else if (fault === 'not-json') {
    await route.fulfill({ status: 200, headers, contentType: 'application/json', body: '{"st' });
  } else {
    // An envelope that looks right around data of the wrong shape: the fault that breaks screens.
    await route.fulfill({
      status: 200,
      headers,
      json: { status: 'success', message: '', data: { unexpected: [1, 'two', null] } },
    });
  }
}

export interface InstalledFault {
  /** How many requests of the call the fault caught. */
  readonly hits: () => number;
  /** Removes the fault (and lets any held request go on to the server). */
  heal: () => Promise<void>;
  /** Changes how the call fails from now on. */
  become: (fault: Fault) => void;
}

/**
 * Installs `fault` on `call` for this page. A hang holds the request until the client gives up
 * (the axios timeout) or `heal` lets it through.
 */
export async function breakCall(page: Page, call: CallKey, fault: Fault): Promise<InstalledFault> {
  const { matches } = callMatcher(call);
  const apiBase = BASE_URLS[call.base ?? 'main'];
  const onApi = (url: URL): boolean => url.href.startsWith(apiBase);
  let current = fault;
  let healed = false;
  let count = 0;
  const held: (() => void)[] = [];
  const handler = async (route: Route): Promise<void> => {
    if (healed || !matches(route.request())) return route.fallback();
    count += 1;
    if (current !== 'hang') return answer(route, current);
    await new Promise<void>((release) => held.push(release));
    return route.fallback().catch(() => undefined);
  };
  await page.route(onApi, handler);
  return {
    hits: () => count,
    become: (next) => {
      current = next;
    },
    heal: async () => {
      healed = true;
      for (const release of held.splice(0)) release();
      await page.unroute(onApi, handler);
    },
  };
}
