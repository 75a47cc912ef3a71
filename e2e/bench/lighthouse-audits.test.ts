/// <reference types="jest" />
// The e2e tsconfig lists only node's types; these tests run under jest, beside the bench.
import {
  describeItem,
  mergeFailing,
  failingAudits,
  MAX_DETAILS,
  scoreWithout,
  type LhrLike,
} from './lighthouse-audits';

const lhr: LhrLike = {
  categories: {
    seo: {
      score: 0.63,
      auditRefs: [
        { id: 'is-crawlable', weight: 4.043 },
        { id: 'document-title', weight: 1 },
        { id: 'meta-description', weight: 1 },
        { id: 'structured-data', weight: 0 },
      ],
    },
    'best-practices': {
      score: 0.77,
      auditRefs: [
        { id: 'errors-in-console', weight: 1 },
        { id: 'image-aspect-ratio', weight: 1 },
        { id: 'inspector-issues', weight: 1 },
        { id: 'valid-source-maps', weight: 0 },
      ],
    },
  },
  audits: {
    'is-crawlable': { title: 'Page is blocked from indexing', score: 0 },
    'document-title': { title: 'Document has a <title> element', score: 1 },
    'meta-description': { title: 'Document has a meta description', score: 0.5 },
    'structured-data': { title: 'Structured data is valid', score: null },
    'errors-in-console': {
      title: 'Browser errors were logged to the console',
      score: 0,
      details: {
        items: [
          {
            source: 'network',
            description: 'Failed to load resource: 404',
            sourceLocation: { type: 'source-location', url: 'https://x/a.js', line: 0 },
          },
          {
            source: 'network',
            description: 'Failed to load resource: 404',
            sourceLocation: { type: 'source-location', url: 'https://x/a.js', line: 0 },
          },
        ],
      },
    },
    'image-aspect-ratio': {
      title: 'Displays images with incorrect aspect ratio',
      score: 0,
      details: {
        items: [
          {
            url: 'https://x/v.jpg',
            displayedAspectRatio: '64 x 64',
            actualAspectRatio: '640 x 480',
          },
        ],
      },
    },
    'inspector-issues': { title: 'No issues in the Issues panel', score: 1 },
    'valid-source-maps': { title: 'Missing source maps', score: 0 },
  },
};

describe('failingAudits', () => {
  it('lists the weighted audits under 1, heaviest first, with what each found once', () => {
    expect(failingAudits(lhr, 'seo')).toEqual([
      {
        category: 'seo',
        id: 'is-crawlable',
        title: 'Page is blocked from indexing',
        score: 0,
        weight: 4.043,
        details: [],
      },
      {
        category: 'seo',
        id: 'meta-description',
        title: 'Document has a meta description',
        score: 0.5,
        weight: 1,
        details: [],
      },
    ]);
    expect(failingAudits(lhr, 'best-practices').map((each) => [each.id, each.details])).toEqual([
      ['errors-in-console', ['Failed to load resource: 404 at https://x/a.js:1']],
      [
        'image-aspect-ratio',
        ['https://x/v.jpg displayedAspectRatio 64 x 64, actualAspectRatio 640 x 480'],
      ],
    ]);
  });

  it('keeps at most MAX_DETAILS lines of an audit', () => {
    const items = Array.from({ length: MAX_DETAILS + 3 }, (_, at) => ({
      url: `https://x/${at}.jpg`,
    }));
    const many: LhrLike = {
      categories: {
        'best-practices': { score: 0, auditRefs: [{ id: 'image-size-responsive', weight: 1 }] },
      },
      audits: {
        'image-size-responsive': { title: 'Low resolution', score: 0, details: { items } },
      },
    };
    expect(failingAudits(many, 'best-practices')[0]!.details).toHaveLength(MAX_DETAILS);
  });

  it('answers nothing for a category the report does not have', () => {
    expect(failingAudits(lhr, 'pwa')).toEqual([]);
  });
});

describe('describeItem', () => {
  it("names an inspector issue's occurrences", () => {
    expect(
      describeItem({
        issueType: 'Content security policy',
        subItems: { items: [{ url: 'https://x/a' }] },
      }),
    ).toBe('Content security policy (https://x/a)');
  });

  it('falls back to the row as JSON when it has no known field', () => {
    expect(describeItem({ odd: 1 })).toBe('{"odd":1}');
  });
});

describe('scoreWithout', () => {
  it('scores the category as Lighthouse does when nothing is left out', () => {
    // (0 * 4.043 + 1 + 0.5) / 6.043 = 0.248
    expect(scoreWithout(lhr, 'seo', [])).toBe(25);
  });

  it('leaves the excluded audits and their weight out', () => {
    expect(scoreWithout(lhr, 'seo', ['is-crawlable'])).toBe(75);
  });

  it('is not a number when an audit that counts has no score, or nothing counts', () => {
    const broken: LhrLike = {
      categories: { seo: { score: null, auditRefs: [{ id: 'document-title', weight: 1 }] } },
      audits: { 'document-title': { title: 'title', score: null } },
    };
    expect(scoreWithout(broken, 'seo', [])).toBeNaN();
    expect(
      scoreWithout(lhr, 'seo', ['is-crawlable', 'document-title', 'meta-description']),
    ).toBeNaN();
  });
});

describe('mergeFailing', () => {
  it('keeps each audit of several runs once, its lowest score and every detail', () => {
    const run = (score: number, details: string[]) => ({
      category: 'best-practices',
      id: 'errors-in-console',
      title: 'Errors',
      score,
      weight: 1,
      details,
    });
    expect(mergeFailing([[run(0.5, ['a'])], [], [run(0, ['a', 'b'])]])).toEqual([
      run(0, ['a', 'b']),
    ]);
  });
});
