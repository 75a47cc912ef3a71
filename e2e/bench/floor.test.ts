/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import { floorJudgements, isPrerendered, withoutScripts } from './floor';

const DOCUMENT = [
  '<!doctype html><html><head>',
  '<script>window.__early = 1;</script>',
  '<link rel="preload" href="/registry.json" as="fetch" crossorigin="anonymous">',
  '<link rel="preload" as="script" href="/main.js">',
  "<link rel='modulepreload' href='/x.js'>",
  '<link rel="stylesheet" href="/app.css">',
  '<script defer src="/preload.js"></script>',
  '<SCRIPT type="module">import "/a.js"</SCRIPT >',
  '</head><body><noscript>Turn on JavaScript</noscript>',
  '<div id="prerendered"><h1>&lt;script&gt; as text</h1></div><div id="root" hidden></div>',
  '<script src="/main.js"></script></body></html>',
].join('');

describe('withoutScripts', () => {
  it('removes every script and every link that fetches one, nothing else', () => {
    expect(withoutScripts(DOCUMENT)).toBe(
      [
        '<!doctype html><html><head>',
        '<link rel="preload" href="/registry.json" as="fetch" crossorigin="anonymous">',
        '<link rel="stylesheet" href="/app.css">',
        '</head><body><noscript>Turn on JavaScript</noscript>',
        '<div id="prerendered"><h1>&lt;script&gt; as text</h1></div><div id="root" hidden></div>',
        '</body></html>',
      ].join(''),
    );
  });
});

describe('isPrerendered', () => {
  it("knows a prerendered document from the SPA's", () => {
    expect(isPrerendered(DOCUMENT)).toBe(true);
    expect(isPrerendered('<div id="root"></div>')).toBe(false);
  });
});

describe('floorJudgements', () => {
  it('budgets each ratio, and a route that could not be measured is broken', () => {
    expect(
      floorJudgements(
        [
          { route: '/', liveMs: 600, noScriptMs: 500, ratio: 1.2 },
          { route: '/stores', error: 'not prerendered' },
        ],
        1.2,
      ),
    ).toEqual([
      {
        label: '/ LCP live / with no script (600 / 500 ms)',
        value: 1.2,
        budget: 1.2,
        direction: 'at most',
      },
      {
        label: '/stores LCP live / with no script: not prerendered',
        value: undefined,
        budget: 1.2,
        direction: 'at most',
      },
    ]);
  });
});
