/** A wrapped gift box with a bow and a little confetti. */
import { ArtFrame } from './art-frame';

export function GiftArt() {
  return (
    <ArtFrame blob="#fbd9d0">
      <rect x="74" y="122" width="172" height="118" rx="10" fill="#0b5d3b" />
      <rect x="62" y="96" width="196" height="40" rx="10" fill="#0f7a4d" />
      <rect x="146" y="96" width="28" height="144" fill="#f08a24" />
      <path
        d="M160 96c-30-4-56-28-40-44s40 14 40 44Zm0 0c30-4 56-28 40-44s-40 14-40 44Z"
        fill="#f6a14a"
        stroke="#d9731a"
        strokeWidth="4"
      />
      <g fill="#f08a24">
        <circle cx="58" cy="70" r="6" />
        <circle cx="266" cy="66" r="5" />
        <rect x="252" y="156" width="12" height="6" rx="3" transform="rotate(30 258 159)" />
        <rect x="46" y="176" width="12" height="6" rx="3" transform="rotate(-30 52 179)" />
      </g>
    </ArtFrame>
  );
}
