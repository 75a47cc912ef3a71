import { fillTemplate, indent, quote, quoteRegex } from './nginx-syntax';

describe('nginx syntax', () => {
  it('escapes backslashes and quotes inside quoted strings', () => {
    expect(quote('say "hi"')).toBe('"say \\"hi\\""');
    expect(quoteRegex('\\.[0-9a-f]{10}\\.js$')).toBe('"\\\\.[0-9a-f]{10}\\\\.js$"');
  });

  it('refuses values that nginx would expand or split', () => {
    expect(() => quote('/srv/$host')).toThrow('must not contain "$"');
    expect(() => quote('a\nb')).toThrow('must be one line');
    expect(() => quoteRegex('a\nb')).toThrow('must be one line');
  });

  it('fills every placeholder and refuses missing or unused values', () => {
    expect(fillTemplate('listen {{port}}; # {{port}}', { port: '80' })).toBe('listen 80; # 80');
    expect(() => fillTemplate('root {{dist}};', {})).toThrow('{{dist}} has no value');
    expect(() => fillTemplate('root /;', { dist: '/x' })).toThrow('no placeholder for: dist');
  });

  it('indents non-empty lines only', () => {
    expect(indent(['a', '', 'b'], 1)).toBe('    a\n\n    b');
  });
});
