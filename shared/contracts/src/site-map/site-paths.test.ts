import { fillPath, pathTo, toRouterPath, withBrand } from './site-paths';

describe('site paths', () => {
  it('turns spec paths into router patterns with the brand filled in', () => {
    expect(withBrand('/{product}-for-web')).toBe('/jara-for-web');
    expect(toRouterPath('/{product}-for-web/marketplace/stores/{name}')).toBe(
      '/jara-for-web/marketplace/stores/:name',
    );
    expect(toRouterPath('/blog/{slug*}')).toBe('/blog/*');
    expect(toRouterPath('/{product}_for_business/')).toBe('/jara_for_business');
    expect(toRouterPath('/')).toBe('/');
  });

  it('fills parameters, encoding each segment of a multi-segment one', () => {
    expect(fillPath('/stores/{name}', { name: 'mama put & co' })).toBe(
      '/stores/mama%20put%20%26%20co',
    );
    expect(fillPath('/blog/{slug*}', { slug: '2024/jollof wars' })).toBe(
      '/blog/2024/jollof%20wars',
    );
    expect(fillPath('/stores/{name}', { name: '"><img onerror>' })).toBe(
      '/stores/%22%3E%3Cimg%20onerror%3E',
    );
  });

  it('refuses to build a link with a parameter missing', () => {
    expect(() => fillPath('/stores/{name}')).toThrow('/stores/{name} needs the parameter "name"');
  });

  it('links a screen through its linked path', () => {
    expect(pathTo('stores')).toBe('/stores');
    expect(pathTo('store', { params: { name: 'mama-put' } })).toBe('/stores/mama-put');
    expect(pathTo('checkout')).toBe('/store/checkout');
    expect(pathTo('business')).toBe('/jara-for-business');
  });

  it('links a screen with and without parameters by the parameters given', () => {
    expect(pathTo('search')).toBe('/marketplace/search');
    expect(pathTo('search', { params: { tag: 'rice-dishes' } })).toBe(
      '/marketplace/search/rice-dishes',
    );
    expect(pathTo('category', { params: { name: 'bakery' } })).toBe('/marketplace/category/bakery');
    expect(pathTo('category', { params: { keywords: 'jollof rice' } })).toBe(
      '/stores/meals/jollof%20rice',
    );
  });

  it('keeps a Kenyan customer on the Kenyan twin where one exists', () => {
    expect(pathTo('home', { country: 'KE' })).toBe('/ke');
    expect(pathTo('gifting-gift', { country: 'KE' })).toBe('/ke/gifting/gift');
    expect(pathTo('chow', { country: 'KE' })).toBe('/chow');
    expect(pathTo('food', { country: 'NG' })).toBe('/food');
    expect(pathTo('beauty')).toBe('/ke/beauty');
    expect(pathTo('cleaning', { country: 'KE' })).toBe('/ke/cleaning');
    expect(pathTo('subscription', { country: 'KE' })).toBe('/subscription');
  });
});
