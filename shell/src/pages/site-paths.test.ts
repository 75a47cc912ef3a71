import { BRAND } from '@jara/contracts/brand';
import { PATHS, localPath, signupFor } from './site-paths';

describe('site paths', () => {
  it('derives brand paths from the brand slug', () => {
    expect(PATHS.business).toBe(`/${BRAND.slug}-for-business`);
    expect(PATHS.marketplace).toBe(`/${BRAND.slug}-marketplace`);
  });

  it('prefixes /ke only where a Kenyan page exists', () => {
    expect(localPath(PATHS.home, 'KE')).toBe('/ke');
    expect(localPath(PATHS.food, 'KE')).toBe('/ke/food');
    expect(localPath(PATHS.giftingGift, 'KE')).toBe('/ke/gifting/gift');
    expect(localPath(PATHS.stores, 'KE')).toBe('/stores');
    expect(localPath(PATHS.chow, 'KE')).toBe('/chow');
    expect(localPath(PATHS.food, 'NG')).toBe('/food');
  });

  it('encodes the preselected service of the signup link', () => {
    expect(signupFor('chow')).toBe('/signup?service=chow');
    expect(signupFor('a&b')).toBe('/signup?service=a%26b');
  });
});
