export function bootstrap() {
  return Promise.resolve();
}
