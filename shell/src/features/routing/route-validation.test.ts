import { RouteValidationError, validateRouteParams } from './route-validation';

const args = (url: string, params: Record<string, string>) =>
  ({ request: { url }, params, context: undefined }) as unknown as Parameters<
    typeof validateRouteParams
  >[0];

describe('validateRouteParams', () => {
  it('lets real parameters through', () => {
    expect(
      validateRouteParams(args('https://x.test/stores/mama-put', { name: 'mama-put' })),
    ).toBeNull();
  });

  it('fails with a fatal 404 naming the path', () => {
    const url = 'https://x.test/stores/%3Cscript%3E';
    expect(() => validateRouteParams(args(url, { name: '<script>' }))).toThrow(
      RouteValidationError,
    );
    try {
      validateRouteParams(args(url, { name: '<script>' }));
    } catch (error) {
      expect(error).toMatchObject({
        message: 'Page Not Found: /stores/%3Cscript%3E',
        fatal: true,
        statusCode: 404,
      });
    }
  });
});
