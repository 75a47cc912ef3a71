/** Balloons and bunting over a party table. */
import { ArtFrame } from './art-frame';

export function BalloonArt() {
  return (
    <ArtFrame blob="#fde3c4">
      <path d="M30 64q130 50 260 0" fill="none" stroke="#b0793f" strokeWidth="3" />
      <g fill="#0b5d3b">
        <path d="M58 74l16 28 12-22Z" />
        <path d="M138 92l14 28 16-26Z" fill="#f08a24" />
        <path d="M214 84l14 28 14-26Z" />
      </g>
      <g fill="none" stroke="#9c8a74" strokeWidth="2">
        <path d="M112 168c4 20-6 34 0 60" />
        <path d="M162 150c-4 26 6 44 0 78" />
        <path d="M214 170c-4 20 6 34 0 58" />
      </g>
      <ellipse cx="112" cy="140" rx="28" ry="34" fill="#f08a24" />
      <ellipse cx="162" cy="118" rx="30" ry="36" fill="#0b5d3b" />
      <ellipse cx="214" cy="142" rx="28" ry="34" fill="#e0392a" />
      <ellipse cx="104" cy="128" rx="6" ry="10" fill="#fff" opacity="0.5" />
      <ellipse cx="154" cy="104" rx="6" ry="10" fill="#fff" opacity="0.4" />
      <rect x="60" y="226" width="200" height="14" rx="7" fill="#b0793f" />
    </ArtFrame>
  );
}
