import { SHARE_NETWORK_KEYS, type ShareNetworkKey } from './share-networks';
import { encodeShareValue, opensInPopup, shareUrl } from './share-url';

const URL_ = 'https://jara.test/stores/mama-put?ref=a&b=<c>';
const TITLE = 'Mama "Put" <script>alert(1)</script>';
const DESCRIPTION = `"><img src=x onerror=alert(1)> & more`;
const MEDIA = 'https://cdn.jara.test/cover.jpg?w=1&h=2';

const hostile = {
  url: URL_,
  title: TITLE,
  description: DESCRIPTION,
  quote: "Best jollof's in town #1 + more",
  hashtags: ['#jollof', ' lagos '],
  media: MEDIA,
  twitterUser: '@jara',
};

/** The link's address and its decoded parameters, for mailto:, sms: and app links too. */
function readLink(link: string) {
  const [endpoint = '', query = ''] = link.split('?');
  const params = Object.fromEntries(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => pair.split('=').map(decodeURIComponent)),
  );
  return { endpoint, params };
}

const TEXT = `${TITLE}\r\n${URL_}\r\n${DESCRIPTION}`;
const POST = `${TITLE} ${URL_} #jollof #lagos`;

const expected: Record<ShareNetworkKey, [string, Record<string, string>]> = {
  whatsapp: ['https://wa.me/', { text: TEXT }],
  facebook: [
    'https://www.facebook.com/sharer/sharer.php',
    { u: URL_, quote: hostile.quote, hashtag: '#jollof' },
  ],
  twitter: [
    'https://x.com/intent/tweet',
    { text: TITLE, url: URL_, hashtags: 'jollof,lagos', via: 'jara' },
  ],
  telegram: ['https://t.me/share/url', { url: URL_, text: `${TITLE}\r\n${DESCRIPTION}` }],
  email: ['mailto:', { subject: TITLE, body: `${DESCRIPTION}\r\n${URL_}` }],
  sms: ['sms:', { body: `${TITLE}\r\n${URL_}` }],
  messenger: ['fb-messenger://share/', { link: URL_ }],
  linkedin: ['https://www.linkedin.com/sharing/share-offsite/', { url: URL_ }],
  pinterest: [
    'https://pinterest.com/pin/create/button/',
    { url: URL_, media: MEDIA, description: TITLE },
  ],
  reddit: ['https://www.reddit.com/submit', { url: URL_, title: TITLE }],
  threads: ['https://www.threads.net/intent/post', { text: POST }],
  bluesky: ['https://bsky.app/intent/compose', { text: POST }],
  tumblr: [
    'https://www.tumblr.com/widgets/share/tool',
    {
      posttype: 'link',
      canonicalUrl: URL_,
      title: TITLE,
      caption: DESCRIPTION,
      tags: 'jollof,lagos',
    },
  ],
  vk: [
    'https://vk.com/share.php',
    { url: URL_, title: TITLE, description: DESCRIPTION, image: MEDIA, noparse: 'true' },
  ],
  line: ['https://social-plugins.line.me/lineit/share', { url: URL_, text: TITLE }],
  viber: ['viber://forward', { text: TEXT }],
  skype: ['https://web.skype.com/share', { url: URL_, text: TITLE }],
  instapaper: [
    'https://www.instapaper.com/edit',
    { url: URL_, title: TITLE, description: DESCRIPTION },
  ],
  hackernews: ['https://news.ycombinator.com/submitlink', { u: URL_, t: TITLE }],
  xing: ['https://www.xing.com/spi/shares/new', { url: URL_ }],
  weibo: ['https://service.weibo.com/share/share.php', { url: URL_, title: TITLE, pic: MEDIA }],
  buffer: ['https://buffer.com/add', { url: URL_, text: TITLE }],
  flipboard: [
    'https://share.flipboard.com/bookmarklet/popout',
    { v: '2', url: URL_, title: TITLE },
  ],
  evernote: ['https://www.evernote.com/clip.action', { url: URL_, title: TITLE }],
  odnoklassniki: ['https://connect.ok.ru/offer', { url: URL_, title: TITLE, imageUrl: MEDIA }],
  wordpress: [
    'https://wordpress.com/press-this.php',
    { u: URL_, t: TITLE, s: DESCRIPTION, i: MEDIA },
  ],
  hatena: ['https://b.hatena.ne.jp/add', { mode: 'confirm', url: URL_, title: TITLE }],
  naver: ['https://share.naver.com/web/shareView', { url: URL_, title: TITLE }],
};

describe('shareUrl', () => {
  it('knows about 28 networks, spec 8 examples included', () => {
    expect(SHARE_NETWORK_KEYS).toHaveLength(28);
    expect(SHARE_NETWORK_KEYS).toEqual(
      expect.arrayContaining(['facebook', 'twitter', 'linkedin', 'whatsapp', 'telegram']),
    );
    expect(SHARE_NETWORK_KEYS).toEqual(expect.arrayContaining(['email', 'sms', 'pinterest']));
  });

  it.each(SHARE_NETWORK_KEYS)('builds the %s link from what that network reads', (key) => {
    const [endpoint, params] = expected[key];
    expect(readLink(shareUrl(key, hostile))).toEqual({ endpoint, params });
  });

  it.each(SHARE_NETWORK_KEYS)('keeps hostile text encoded in the %s link', (key) => {
    const link = shareUrl(key, hostile);
    expect(link).toMatch(/^[A-Za-z0-9\-._~:/?&=%]+$/);
    expect(link).not.toContain('<script');
  });

  it('leaves out what the page does not give, and encodes spaces as %20, never +', () => {
    const plain = { url: 'https://jara.test/stores/a', title: "Mama's Kitchen" };
    expect(shareUrl('facebook', plain)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fjara.test%2Fstores%2Fa',
    );
    expect(shareUrl('email', plain)).toBe(
      'mailto:?subject=Mama%27s%20Kitchen&body=https%3A%2F%2Fjara.test%2Fstores%2Fa',
    );
  });

  it.each(['myspace', 'toString', '__proto__', ''])('refuses the unknown network "%s"', (key) => {
    expect(() => shareUrl(key, hostile)).toThrow(new Error(`Network ${key} does not exist`));
  });
});

describe('encodeShareValue', () => {
  it("encodes the characters encodeURIComponent leaves: !'()*", () => {
    expect(encodeShareValue("a!'()*b")).toBe('a%21%27%28%29%2Ab');
  });
});

describe('opensInPopup', () => {
  it('takes http(s) links only', () => {
    expect(opensInPopup('https://x.com/intent/tweet')).toBe(true);
    expect(opensInPopup('http://example.test')).toBe(true);
    expect(opensInPopup('mailto:?subject=a')).toBe(false);
    expect(opensInPopup('sms:?body=a')).toBe(false);
    expect(opensInPopup('fb-messenger://share/?link=a')).toBe(false);
  });
});
