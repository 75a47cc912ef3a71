import { formatExpiry } from './expiry-time';

describe('formatExpiry', () => {
  it('names the local time and day', () => {
    const at = new Date(2025, 0, 3, 14, 30);
    expect(formatExpiry(at.toISOString())).toBe('14:30 on 3 January');
  });

  it('says nothing of a time it cannot read', () => {
    expect(formatExpiry('soon')).toBeNull();
  });
});
