/** A bowl of greens, avocado and egg: eating well. */
import { ArtFrame } from './art-frame';

export function BowlArt() {
  return (
    <ArtFrame blob="#dcefe2">
      <g fill="#2f8f4e">
        <path d="M84 140c-6-30 20-50 46-40-4 24-22 38-46 40Z" />
        <path d="M214 138c10-30-12-52-40-46 2 26 18 42 40 46Z" />
        <path d="M140 130c-8-34 16-58 34-56 6 26-10 48-34 56Z" fill="#3fa862" />
      </g>
      <ellipse cx="120" cy="128" rx="26" ry="18" fill="#c5d86d" />
      <circle cx="120" cy="128" r="9" fill="#8a5a2b" />
      <circle cx="204" cy="128" r="20" fill="#fff" />
      <circle cx="204" cy="128" r="9" fill="#f6b83c" />
      <path d="M52 134h216c0 62-48 100-108 100S52 196 52 134Z" fill="#f08a24" />
      <path d="M52 134h216c-2 12-6 22-10 30H62c-4-8-8-18-10-30Z" fill="#f6a14a" />
      <rect x="116" y="232" width="88" height="12" rx="6" fill="#d9731a" />
    </ArtFrame>
  );
}
