import { createHash } from 'node:crypto';

/** The page's only style sheet, inline, allowed by its hash so the CSP can stay strict. */
export const HOSTED_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#eef1f4}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.card{background:#fff;border:1px solid #c9d1d9;border-radius:12px;padding:1.25rem}
.provider{margin:0 0 .5rem;font-size:.875rem;color:#44505c}
h1{margin:0;font-size:1.5rem}
h2{margin:0 0 .5rem;font-size:1.05rem}
.amount{margin:.25rem 0 1rem;font-size:2rem;font-weight:700}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0 0 1.25rem;font-size:.9375rem}
dt{color:#44505c}dd{margin:0;overflow-wrap:anywhere}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;padding:.625rem .75rem;font:inherit;border:1px solid #5c6873;border-radius:8px}
input[aria-invalid=true]{border-color:#b00020}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem;align-items:end}
button,.button{display:block;width:100%;margin-top:1rem;padding:.75rem;font:inherit;font-weight:700;text-align:center;border-radius:8px;cursor:pointer;text-decoration:none}
.primary{background:#0b5d1e;color:#fff;border:2px solid #0b5d1e}
.secondary{background:#fff;color:#1a1a1a;border:2px solid #5c6873}
:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.error{margin:1rem 0 0;padding:.75rem;border-radius:8px;background:#fdecee;color:#8a0019;font-weight:600}
.notice{margin:1rem 0 0;padding:.75rem;border-radius:8px;background:#e8f3ea;color:#0b3d14;font-weight:600}
.test-cards{margin-top:1.25rem;padding:1rem;border:1px dashed #5c6873;border-radius:12px;background:#fff;font-size:.9375rem}
.test-cards ul{margin:0;padding-left:1.25rem}
.test-cards code{font-size:.9375rem;white-space:nowrap}
.tabs{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 1rem;padding:0;list-style:none}
.tabs a{display:block;padding:.5rem .875rem;border:2px solid #5c6873;border-radius:999px;color:#1a1a1a;font-weight:600;text-decoration:none}
.tabs a[aria-current=page]{background:#0b5d1e;border-color:#0b5d1e;color:#fff}
.code{font:700 1.25rem/1.4 ui-monospace,Menlo,Consolas,monospace;letter-spacing:.05em;overflow-wrap:anywhere}
.hint{margin:.25rem 0 0;font-size:.875rem;color:#44505c}
.phone{max-width:22rem;margin:0 auto;padding:1.5rem 1rem;border:8px solid #1a1a1a;border-radius:28px;background:#fff}
`;

const cssHash = createHash('sha256').update(HOSTED_PAGE_CSS).digest('base64');

/**
 * No script at all; forms post to this origin and may be redirected to the return URL's origin
 * (browsers apply form-action to the redirect after a submit).
 */
export function hostedPageCsp(returnUrl: string | null): string {
  const returnOrigin = returnUrl ? ` ${new URL(returnUrl).origin}` : '';
  return [
    "default-src 'none'",
    `style-src 'sha256-${cssHash}'`,
    `form-action 'self'${returnOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
