/** A phone sharing a link and a stack of coins: earning by referring. */
import { ArtFrame } from './art-frame';

export function CoinsArt() {
  return (
    <ArtFrame blob="#dcefe2">
      <rect x="68" y="52" width="104" height="184" rx="18" fill="#16211c" />
      <rect x="78" y="68" width="84" height="148" rx="8" fill="#fff" />
      <circle cx="120" cy="118" r="22" fill="#0b5d3b" />
      <path
        d="M110 118h20M122 108l10 10-10 10"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="92" y="156" width="56" height="10" rx="5" fill="#dde2dd" />
      <rect x="100" y="176" width="40" height="10" rx="5" fill="#dde2dd" />
      <g fill="#f6b83c" stroke="#d9731a" strokeWidth="4">
        <ellipse cx="226" cy="222" rx="46" ry="14" />
        <ellipse cx="226" cy="202" rx="46" ry="14" />
        <ellipse cx="226" cy="182" rx="46" ry="14" />
        <ellipse cx="226" cy="162" rx="46" ry="14" />
      </g>
    </ArtFrame>
  );
}
