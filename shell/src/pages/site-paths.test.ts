import { signupFor } from './site-paths';

describe('site paths', () => {
  it('encodes the preselected service of the signup link', () => {
    expect(signupFor('chow')).toBe('/signup?service=chow');
    expect(signupFor('a&b')).toBe('/signup?service=a%26b');
  });
});
