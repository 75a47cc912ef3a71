/** A pot of stew on the fire with steam and a wooden spoon: food cooked at home. */
import { ArtFrame } from './art-frame';

export function PotArt() {
  return (
    <ArtFrame blob="#f9dcc0">
      <g fill="none" stroke="#c9b59c" strokeWidth="6" strokeLinecap="round">
        <path d="M128 70c-10 14 10 22 0 36" />
        <path d="M160 58c-10 16 10 24 0 40" />
        <path d="M192 70c-10 14 10 22 0 36" />
      </g>
      <rect
        x="200"
        y="60"
        width="10"
        height="86"
        rx="5"
        transform="rotate(24 205 103)"
        fill="#b0793f"
      />
      <ellipse cx="160" cy="124" rx="96" ry="20" fill="#b8431b" />
      <path d="M64 124h192v54c0 34-38 56-96 56s-96-22-96-56Z" fill="#0b5d3b" />
      <path d="M64 140h192v10H64Z" fill="#0f7a4d" />
      <rect x="40" y="132" width="30" height="12" rx="6" fill="#073d27" />
      <rect x="250" y="132" width="30" height="12" rx="6" fill="#073d27" />
      <path
        d="M104 250c8-16 20-16 28 0M148 252c8-18 20-18 28 0M192 250c8-16 20-16 28 0"
        fill="#f08a24"
      />
    </ArtFrame>
  );
}
