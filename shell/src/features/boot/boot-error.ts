/**
 * A failure that stops the site from starting (bad runtime config, missing registry). It names the
 * document and the problem, so the error screen tells an operator exactly what to fix.
 */
export class BootError extends Error {
  constructor(
    readonly document: string,
    readonly problems: string[],
  ) {
    super(`${document}: ${problems.join('; ')}`);
    this.name = 'BootError';
  }
}
