/** Stub: a lead's thank-you, or a paid plan's summary (issue 12). */
export function SignUpSuccessfulScreen() {
  return <h1>Thank you</h1>;
}
