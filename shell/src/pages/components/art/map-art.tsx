/** A folded city map with pins: the neighbourhoods we deliver to. */
import { ArtFrame } from './art-frame';

export function MapArt() {
  return (
    <ArtFrame blob="#dcefe2">
      <path d="M48 80l72-24 80 24 72-24v160l-72 24-80-24-72 24Z" fill="#fff" />
      <path d="M120 56v160M200 80v160" stroke="#dde2dd" strokeWidth="4" />
      <path
        d="M48 150c40-20 80 30 120 0s70-10 104-26"
        fill="none"
        stroke="#9fd3e6"
        strokeWidth="12"
        strokeLinecap="round"
      />
      <path
        d="M70 200l60-60 60 30 64-74"
        fill="none"
        stroke="#f6b83c"
        strokeWidth="5"
        strokeDasharray="10 8"
      />
      <path
        d="M130 140c0-18 28-18 28 0 0 14-14 30-14 30s-14-16-14-30Z"
        fill="#0b5d3b"
        transform="translate(-14 -44)"
      />
      <path
        d="M240 96c0-20 32-20 32 0 0 16-16 34-16 34s-16-18-16-34Z"
        fill="#f08a24"
        transform="translate(-12 -34)"
      />
      <circle cx="130" cy="96" r="5" fill="#fff" />
      <circle cx="244" cy="62" r="6" fill="#fff" />
    </ArtFrame>
  );
}
