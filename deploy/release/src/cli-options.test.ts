import { parseCli } from './cli-options';

const parse = (line: string, env: Record<string, string> = {}) =>
  parseCli(line.split(' ').filter(Boolean), env);

describe('the release command line', () => {
  it('reads each command for the local stack by default', () => {
    expect(parse('release orders --version v2 --canary 10')).toEqual({
      command: 'release',
      remote: 'orders',
      target: { kind: 'stack', stack: 'local' },
      skipBuild: false,
      version: 'v2',
      canaryPercent: 10,
    });
    expect(parse('rollback content --to v1 --stack e2e')).toEqual({
      command: 'rollback',
      remote: 'content',
      target: { kind: 'stack', stack: 'e2e' },
      to: 'v1',
    });
    expect(parse('promote plans')).toMatchObject({ command: 'promote', remote: 'plans' });
    expect(parse('versions plans')).toMatchObject({ command: 'versions', remote: 'plans' });
  });

  it('reads an object-store target from flags, or from JARA_S3_* when a flag is absent', () => {
    expect(
      parse('release orders --skip-build --target s3 --bucket web-releases --prefix remotes', {
        JARA_S3_PUBLIC_URL: 'https://cdn.jara.test/remotes/',
        JARA_S3_BUCKET: 'ignored-bucket',
        JARA_S3_REGION: 'eu-west-1',
      }),
    ).toEqual({
      command: 'release',
      remote: 'orders',
      skipBuild: true,
      target: {
        kind: 's3',
        settings: {
          bucket: 'web-releases',
          region: 'eu-west-1',
          prefix: 'remotes/',
          publicUrl: 'https://cdn.jara.test/remotes',
        },
      },
    });
  });

  it('refuses a canary share that is not a whole 1-99', () => {
    for (const bad of ['0', '100', '12.5', 'ten', '-3']) {
      expect(() => parseCli(['release', 'orders', `--canary=${bad}`], {})).toThrow(
        `Invalid canary percent ${JSON.stringify(bad)}: a whole number from 1 to 99`,
      );
    }
  });

  it('refuses flags of another command or target, unknown flags and commands', () => {
    expect(() => parse('rollback orders --canary 10')).toThrow('--canary is for release only');
    expect(() => parse('promote orders --to v1')).toThrow('--to is for rollback only');
    expect(() => parse('release orders --bucket b-1')).toThrow('--bucket is for --target s3 only');
    expect(() =>
      parse('versions orders --target s3 --stack e2e --bucket abc --public-url https://x.test'),
    ).toThrow('--stack is for --target stack only');
    expect(() => parse('versions orders --target ftp')).toThrow('--target must be stack or s3');
    expect(() => parse('versions orders --stack prod')).toThrow('--stack must be local or e2e');
    expect(() => parse('versions orders --force')).toThrow("Unknown option '--force'");
    expect(() => parse('deploy orders')).toThrow(
      'Unknown command "deploy": release, versions, rollback, promote',
    );
    expect(() => parse('versions orders checkout')).toThrow('one remote at a time');
    expect(() => parse('versions ../../x')).toThrow('Unknown remote "../../x"');
  });
});
