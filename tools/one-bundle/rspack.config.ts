import { randomUUID } from 'node:crypto';
import { createOneBundleConfig } from './src/one-bundle-config';

// As the shell's: BUILD_ID names a build when given, otherwise every build is new.
export default createOneBundleConfig({
  dirname: import.meta.dirname,
  build: { id: process.env.BUILD_ID ?? randomUUID(), timestamp: Date.now() },
});
