/** This screen's own address, without the query a previous return left: the provider adds its own. */
export function backHereUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}
