/** An S3 client for a release: path-style addressing works with S3 and S3-compatible stores. */
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Settings } from './s3-settings';

export function createS3Client(
  settings: Pick<S3Settings, 'region' | 'endpoint'>,
  overrides: Pick<S3ClientConfig, 'maxAttempts' | 'credentials'> = {},
): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint !== undefined && { endpoint: settings.endpoint, forcePathStyle: true }),
    // Checksums only where S3 requires them: S3-compatible stores often reject the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...overrides,
  });
}
