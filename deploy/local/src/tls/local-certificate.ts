/**
 * The e2e and bench stacks' TLS certificate: self-signed for `localhost` (and its loopback
 * addresses), made fresh at every start so no key outlives the stack run or is ever committed.
 * The test browser accepts it (Playwright's `ignoreHTTPSErrors`, Chrome's
 * `--ignore-certificate-errors`); Node-side callers trust it as an extra CA, never by turning
 * verification off.
 */
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';
import { STACK_HOST } from '../port-layout';

export const CERTIFICATE_FILE = 'localhost.crt';
export const KEY_FILE = 'localhost.key';

export interface LocalCertificate {
  certificate: string;
  key: string;
}

/** Where a stack keeps its certificate: stable paths, so test code can name them up front. */
export function certificatePaths(tlsDir: string): LocalCertificate {
  return { certificate: path.join(tlsDir, CERTIFICATE_FILE), key: path.join(tlsDir, KEY_FILE) };
}

/** Long enough for any run, short enough that a stray copy is soon worthless. */
const VALID_DAYS = 30;

export async function createLocalCertificate(tlsDir: string): Promise<LocalCertificate> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await generate([{ name: 'commonName', value: STACK_HOST }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + VALID_DAYS * 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: STACK_HOST },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  await mkdir(tlsDir, { recursive: true });
  const paths = certificatePaths(tlsDir);
  // Written beside and renamed into place: a reader never sees half a PEM.
  await writeAtomically(paths.key, pems.private, 0o600);
  await writeAtomically(paths.certificate, pems.cert, 0o644);
  return paths;
}

async function writeAtomically(file: string, content: string, mode: number): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, content, { mode });
  await chmod(partial, mode);
  await rename(partial, file);
}
