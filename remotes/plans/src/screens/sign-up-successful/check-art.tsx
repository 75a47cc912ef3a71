/** A big tick in a circle with confetti: it worked. Sized up front, so nothing moves as it draws. */
export function CheckArt() {
  return (
    <svg viewBox="0 0 320 288" width="320" height="288" aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="144" rx="150" ry="130" fill="#dcefe2" />
      <circle cx="160" cy="144" r="78" fill="#0b5d3b" />
      <path
        d="M122 146l26 26 52-56"
        fill="none"
        stroke="#fff"
        strokeWidth="16"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g fill="#f08a24">
        <circle cx="66" cy="76" r="7" />
        <circle cx="262" cy="210" r="6" />
        <rect x="250" y="66" width="16" height="8" rx="4" transform="rotate(35 258 70)" />
        <rect x="56" y="200" width="16" height="8" rx="4" transform="rotate(-35 64 204)" />
        <path d="M240 120l6 12 12 6-12 6-6 12-6-12-12-6 12-6Z" />
      </g>
    </svg>
  );
}
