/** A small shopfront with a striped awning: a vendor's store. */
import { ArtFrame } from './art-frame';

export function StoreArt() {
  return (
    <ArtFrame blob="#fde3c4">
      <rect x="66" y="110" width="188" height="128" rx="8" fill="#fff" />
      <path d="M54 72h212l14 48H40Z" fill="#0b5d3b" />
      <g fill="#f08a24">
        <path d="M82 72h26l-6 48H70Z" />
        <path d="M134 72h26l-2 48h-26Z" />
        <path d="M186 72h26l4 48h-26Z" />
        <path d="M238 72h28l14 48h-30Z" />
      </g>
      <path
        d="M40 120c0 14 24 14 24 0 0 14 26 14 26 0 0 14 26 14 26 0 0 14 26 14 26 0 0 14 26 14 26 0 0 14 26 14 26 0 0 14 26 14 26 0 0 14 26 14 26 0"
        fill="none"
        stroke="#073d27"
        strokeWidth="4"
      />
      <rect x="88" y="150" width="70" height="88" rx="4" fill="#0f7a4d" />
      <circle cx="146" cy="196" r="4" fill="#fff" />
      <rect x="176" y="150" width="62" height="50" rx="4" fill="#dcefe2" />
      <path d="M184 188h46" stroke="#f08a24" strokeWidth="6" strokeLinecap="round" />
    </ArtFrame>
  );
}
