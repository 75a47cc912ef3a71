/** A mirror, a comb and a bottle of nail polish with a sparkle: beauty at home. */
import { ArtFrame } from './art-frame';

export function SparkleArt() {
  return (
    <ArtFrame blob="#fbd9d0">
      <circle cx="130" cy="118" r="62" fill="#f08a24" />
      <circle cx="130" cy="118" r="48" fill="#fff4e6" />
      <rect x="122" y="178" width="16" height="62" rx="8" fill="#f08a24" />
      <rect x="196" y="150" width="44" height="78" rx="10" fill="#b42318" />
      <rect x="204" y="112" width="28" height="42" rx="6" fill="#16211c" />
      <rect x="56" y="214" width="110" height="22" rx="6" fill="#0b5d3b" />
      <path
        d="M66 214v-16M80 214v-16M94 214v-16M108 214v-16M122 214v-16M136 214v-16M150 214v-16"
        stroke="#0b5d3b"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <path d="M248 64l8 20 20 8-20 8-8 20-8-20-20-8 20-8Z" fill="#f6b83c" />
    </ArtFrame>
  );
}
