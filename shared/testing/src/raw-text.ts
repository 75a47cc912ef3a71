/**
 * Text that must never reach a customer, on any error path: stack traces, raw envelopes and
 * status lines, a cut-off body, HTML from a proxy, unfilled values. The jest fault tests and the
 * e2e chaos checks hold every screen to it.
 */
export const RAW_TEXT =
  /TypeError|ReferenceError|SyntaxError|\bat \w+ \(|"status"|\{"st|<h1>|\[object Object\]|\bNaN\b|undefined/;
