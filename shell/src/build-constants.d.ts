/** Injected by DefinePlugin at build time (see rspack.config.ts). */
declare const __BUILD_ID__: string;
declare const __BUILD_TIMESTAMP__: number;
