import { dishSvg } from './svg-art';

/** The x of each line's centre and its text, as the art draws them. */
function lines(svg: string) {
  return [...svg.matchAll(/<text x="(\d+)"[^>]*>([^<]*)<\/text>/g)].map(([, x, text]) => ({
    x: Number(x),
    text: text ?? '',
  }));
}

describe('dish art', () => {
  it('is square, with the whole name centred in lines short enough for any crop', () => {
    const svg = dishSvg('Chicken Suya with Yaji and Onions', 'Suya Spot');
    expect(svg).toContain('width="480" height="480"');
    const drawn = lines(svg);
    expect(drawn.map((line) => line.text).join(' ')).toBe('Chicken Suya with Yaji and Onions');
    for (const line of drawn) {
      expect(line.x).toBe(240);
      // 48 px bold Helvetica is under 30 px a character: 12 characters fit the middle 360 px.
      expect(line.text.length).toBeLessThanOrEqual(12);
    }
  });

  it('writes a hostile name as text', () => {
    const svg = dishSvg('<script>alert(1)</script>', '"><img onerror=x>');
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('"><img');
  });
});
