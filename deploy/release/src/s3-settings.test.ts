import { resolveS3Settings } from './s3-settings';

describe('object-store settings', () => {
  it('prefers a flag to the environment and normalises prefix and URLs', () => {
    expect(
      resolveS3Settings(
        { bucket: 'jara-web', prefix: '/a/b', 'public-url': 'https://cdn.test/a/b/' },
        { JARA_S3_BUCKET: 'other', AWS_REGION: 'af-south-1' },
      ),
    ).toEqual({
      bucket: 'jara-web',
      region: 'af-south-1',
      prefix: 'a/b/',
      publicUrl: 'https://cdn.test/a/b',
    });
  });

  it('serves from the endpoint itself (path style) when no public URL is given', () => {
    expect(
      resolveS3Settings(
        {},
        { JARA_S3_BUCKET: 'jara-web', JARA_S3_ENDPOINT: 'http://127.0.0.1:4568/' },
      ),
    ).toEqual({
      bucket: 'jara-web',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:4568',
      prefix: '',
      publicUrl: 'http://127.0.0.1:4568/jara-web',
    });
  });

  it('says what is missing or wrong', () => {
    expect(() => resolveS3Settings({}, {})).toThrow(
      '--target s3 needs --bucket or JARA_S3_BUCKET: the bucket releases go to',
    );
    expect(() => resolveS3Settings({ bucket: 'jara-web' }, {})).toThrow(
      '--target s3 needs --public-url or JARA_S3_PUBLIC_URL',
    );
    expect(() => resolveS3Settings({ bucket: 'Up' }, {})).toThrow('Invalid bucket "Up"');
    expect(() =>
      resolveS3Settings({ bucket: 'jara-web', 'public-url': 'javascript:alert(1)' }, {}),
    ).toThrow('Invalid --public-url "javascript:alert(1)": an http(s) URL');
    expect(() => resolveS3Settings({ bucket: 'jara-web', endpoint: 'ftp://x' }, {})).toThrow(
      'Invalid --endpoint',
    );
    for (const prefix of ['../x', 'a/../b', 'a b', '"><img>']) {
      expect(() =>
        resolveS3Settings({ bucket: 'jara-web', prefix, 'public-url': 'https://cdn.test' }, {}),
      ).toThrow('Invalid prefix');
    }
  });
});
