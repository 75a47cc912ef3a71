/** A shopping bag with bread, peppers and a bottle: a marketplace of stores. */
import { ArtFrame } from './art-frame';

export function BagArt() {
  return (
    <ArtFrame blob="#d8ecdf">
      <rect x="176" y="52" width="26" height="80" rx="8" fill="#2f8f4e" />
      <rect x="182" y="40" width="14" height="18" rx="4" fill="#073d27" />
      <path d="M104 92c0-22 20-34 40-30 20 4 28 26 20 44l-58 4Z" fill="#e7b978" />
      <path
        d="M118 78l8 18M134 72l8 20M150 74l6 18"
        stroke="#c98f45"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="224" cy="112" r="22" fill="#e0392a" />
      <path
        d="M224 90c0-8 6-12 12-12"
        fill="none"
        stroke="#2f8f4e"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M72 116h176l-16 132H88Z" fill="#0b5d3b" />
      <path d="M72 116h176l-4 26H76Z" fill="#0f7a4d" />
      <path
        d="M128 170a32 32 0 0 0 64 0"
        fill="none"
        stroke="#fff"
        strokeWidth="8"
        strokeLinecap="round"
      />
    </ArtFrame>
  );
}
