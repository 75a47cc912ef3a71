/**
 * Every network the site shares to (spec 8): its name, its brand colour and how its share
 * address reads a page's content. The order is the order the share dialog offers them, chat
 * apps first because that is how customers in Nigeria and Kenya pass a store on.
 * `query` returns raw text; share-url encodes it and drops empty parameters.
 */
import { linesOf, postTextOf, tagsOf, twitterHandleOf, type ShareContent } from './share-content';

export interface ShareNetwork {
  label: string;
  color: string;
  /** The share address without its query; anything but http(s) opens in a new tab. */
  endpoint: string;
  query: (content: ShareContent) => Record<string, string | undefined>;
}

const net = (
  label: string,
  color: string,
  endpoint: string,
  query: ShareNetwork['query'],
): ShareNetwork => ({ label, color, endpoint, query });

export const SHARE_NETWORKS = {
  whatsapp: net('WhatsApp', '#25d366', 'https://wa.me/', (c) => ({
    text: linesOf(c.title, c.url, c.description),
  })),
  // Facebook takes one hashtag, with its '#'.
  facebook: net('Facebook', '#1877f2', 'https://www.facebook.com/sharer/sharer.php', (c) => ({
    u: c.url,
    quote: c.quote,
    hashtag: tagsOf(c).map((t) => `#${t}`)[0],
  })),
  twitter: net('X (Twitter)', '#000000', 'https://x.com/intent/tweet', (c) => ({
    text: c.title,
    url: c.url,
    hashtags: tagsOf(c).join(','),
    via: twitterHandleOf(c),
  })),
  telegram: net('Telegram', '#26a5e4', 'https://t.me/share/url', (c) => ({
    url: c.url,
    text: linesOf(c.title, c.description),
  })),
  email: net('Email', '#56655d', 'mailto:', (c) => ({
    subject: c.title,
    body: linesOf(c.description, c.url),
  })),
  sms: net('SMS', '#157f3c', 'sms:', (c) => ({ body: linesOf(c.title, c.url) })),
  messenger: net('Messenger', '#0084ff', 'fb-messenger://share/', (c) => ({ link: c.url })),
  // LinkedIn reads everything else from the page's own meta tags.
  linkedin: net('LinkedIn', '#0a66c2', 'https://www.linkedin.com/sharing/share-offsite/', (c) => ({
    url: c.url,
  })),
  pinterest: net('Pinterest', '#e60023', 'https://pinterest.com/pin/create/button/', (c) => ({
    url: c.url,
    media: c.media,
    description: c.title,
  })),
  reddit: net('Reddit', '#ff4500', 'https://www.reddit.com/submit', (c) => ({
    url: c.url,
    title: c.title,
  })),
  threads: net('Threads', '#000000', 'https://www.threads.net/intent/post', (c) => ({
    text: postTextOf(c),
  })),
  bluesky: net('Bluesky', '#0085ff', 'https://bsky.app/intent/compose', (c) => ({
    text: postTextOf(c),
  })),
  tumblr: net('Tumblr', '#36465d', 'https://www.tumblr.com/widgets/share/tool', (c) => ({
    posttype: 'link',
    canonicalUrl: c.url,
    title: c.title,
    caption: c.description,
    tags: tagsOf(c).join(','),
  })),
  // noparse: use this title, description and image rather than VK's own reading of the page.
  vk: net('VK', '#0077ff', 'https://vk.com/share.php', (c) => ({
    url: c.url,
    title: c.title,
    description: c.description,
    image: c.media,
    noparse: 'true',
  })),
  line: net('LINE', '#06c755', 'https://social-plugins.line.me/lineit/share', (c) => ({
    url: c.url,
    text: c.title,
  })),
  viber: net('Viber', '#7360f2', 'viber://forward', (c) => ({
    text: linesOf(c.title, c.url, c.description),
  })),
  skype: net('Skype', '#00aff0', 'https://web.skype.com/share', (c) => ({
    url: c.url,
    text: c.title,
  })),
  instapaper: net('Instapaper', '#1f1f1f', 'https://www.instapaper.com/edit', (c) => ({
    url: c.url,
    title: c.title,
    description: c.description,
  })),
  hackernews: net('Hacker News', '#ff6600', 'https://news.ycombinator.com/submitlink', (c) => ({
    u: c.url,
    t: c.title,
  })),
  xing: net('XING', '#006567', 'https://www.xing.com/spi/shares/new', (c) => ({ url: c.url })),
  weibo: net('Weibo', '#e6162d', 'https://service.weibo.com/share/share.php', (c) => ({
    url: c.url,
    title: c.title,
    pic: c.media,
  })),
  buffer: net('Buffer', '#231f20', 'https://buffer.com/add', (c) => ({
    url: c.url,
    text: c.title,
  })),
  flipboard: net('Flipboard', '#e12828', 'https://share.flipboard.com/bookmarklet/popout', (c) => ({
    v: '2',
    url: c.url,
    title: c.title,
  })),
  evernote: net('Evernote', '#00a82d', 'https://www.evernote.com/clip.action', (c) => ({
    url: c.url,
    title: c.title,
  })),
  odnoklassniki: net('OK.ru', '#ee8208', 'https://connect.ok.ru/offer', (c) => ({
    url: c.url,
    title: c.title,
    imageUrl: c.media,
  })),
  wordpress: net('WordPress', '#21759b', 'https://wordpress.com/press-this.php', (c) => ({
    u: c.url,
    t: c.title,
    s: c.description,
    i: c.media,
  })),
  hatena: net('Hatena Bookmark', '#00a4de', 'https://b.hatena.ne.jp/add', (c) => ({
    mode: 'confirm',
    url: c.url,
    title: c.title,
  })),
  naver: net('Naver', '#03c75a', 'https://share.naver.com/web/shareView', (c) => ({
    url: c.url,
    title: c.title,
  })),
};

export type ShareNetworkKey = keyof typeof SHARE_NETWORKS;

export const SHARE_NETWORK_KEYS = Object.keys(SHARE_NETWORKS) as ShareNetworkKey[];
