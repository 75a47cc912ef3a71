import { SandboxClock } from './sandbox-clock';

describe('SandboxClock', () => {
  it('starts at real time unless told where to start', () => {
    const before = Date.now();
    expect(new SandboxClock(1).now()).toBeGreaterThanOrEqual(before);
    const midday = Date.parse('2026-11-24T11:00:00Z');
    expect(Math.abs(new SandboxClock(1, midday).now() - midday)).toBeLessThan(1_000);
  });

  it('moves forward from where it started, never back', () => {
    const start = Date.parse('2026-11-24T11:00:00Z');
    const clock = new SandboxClock(1, start);
    clock.advance(15 * 3_600_000);
    expect(clock.iso().slice(0, 13)).toBe('2026-11-25T02');
    expect(() => clock.advance(-1)).toThrow('The clock only moves forward');
  });

  it('starts again where told, for a sandbox reseeded at that time', () => {
    const midday = Date.parse('2026-11-24T11:00:00Z');
    const clock = new SandboxClock(2, midday);
    clock.advance(5 * 3_600_000);
    clock.restartAt(midday);
    expect(Math.abs(clock.now() - midday)).toBeLessThan(1_000);
    expect(() => clock.restartAt(Number.NaN)).toThrow('The clock cannot start at NaN');
  });
});
