import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROOT_ELEMENT, HEAD_END_MARKER, HEAD_START_MARKER } from '@jara/contracts/prerender';

// The publish step fills this template by finding these strings: each must be there once.
const template = readFileSync(path.join(__dirname, 'index.html'), 'utf8');
const splashCss = readFileSync(path.join(__dirname, 'boot-splash.css'), 'utf8');
const count = (text: string) => template.split(text).length - 1;

describe('index.html', () => {
  it.each([HEAD_START_MARKER, HEAD_END_MARKER, APP_ROOT_ELEMENT])('holds %s once', (text) => {
    expect(count(text)).toBe(1);
  });

  it('keeps the title and the description between the head markers', () => {
    const head = template.slice(
      template.indexOf(HEAD_START_MARKER),
      template.indexOf(HEAD_END_MARKER),
    );
    expect(head).toMatch(/<title>/);
    expect(head).toMatch(/name="description"/);
  });

  it('has no inline script, style block or style attribute for the CSP to refuse', () => {
    expect(template).not.toMatch(/<script/i);
    expect(template).not.toMatch(/<style/i);
    expect(template).not.toMatch(/\sstyle=/i);
    expect(template).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('the loading state index.html shows by itself', () => {
  const body = template.slice(template.indexOf('<body>') + 6, template.indexOf('</body>'));

  function load(root: string = APP_ROOT_ELEMENT) {
    document.head.innerHTML = `<style>${splashCss}</style>`;
    document.body.innerHTML = body.replace('<%= brand %>', 'Jara').replace(APP_ROOT_ELEMENT, root);
    return document.querySelector<HTMLElement>('.boot-splash')!;
  }
  const shown = (element: HTMLElement) => getComputedStyle(element).display !== 'none';

  it('names the brand and says it is loading, as a status and not a landmark', () => {
    const splash = load();
    expect(splash.textContent).toContain('Jara');
    expect(splash.textContent).toContain('Loading…');
    expect(splash.getAttribute('role')).toBe('status');
    expect(splash.querySelector('main, header, nav, footer, h1')).toBeNull();
    expect(shown(splash)).toBe(true);
  });

  it('goes as soon as the app renders into #root', () => {
    const splash = load();
    document.getElementById('root')!.append(document.createElement('div'));
    expect(shown(splash)).toBe(false);
  });

  it('never shows over a prerendered page, whose #root starts hidden', () => {
    expect(shown(load('<div id="prerendered"></div><div id="root" hidden></div>'))).toBe(false);
  });
});
