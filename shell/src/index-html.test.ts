import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROOT_ELEMENT, HEAD_END_MARKER, HEAD_START_MARKER } from '@jara/contracts/prerender';

// The publish step fills this template by finding these strings: each must be there once.
const template = readFileSync(path.join(__dirname, 'index.html'), 'utf8');
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
});
