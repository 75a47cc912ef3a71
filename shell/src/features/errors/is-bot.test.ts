import { isBotUserAgent } from './is-bot';

describe('isBotUserAgent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36 Chrome-Lighthouse',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Google-InspectionTool/1.0',
  ])('treats %s as a bot', (agent) => expect(isBotUserAgent(agent)).toBe(true));

  it('treats a browser as a person', () => {
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36',
      ),
    ).toBe(false);
  });
});
