/** The module `linked-modules-source.ts` generates at build time (see one-bundle-config.ts). */
declare module '@jara/one-bundle/linked-remote-modules' {
  const modules: Partial<Record<string, () => Promise<unknown>>>;
  export default modules;
}
