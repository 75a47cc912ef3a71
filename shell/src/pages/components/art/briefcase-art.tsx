/** A work bag beside a lunch box: meals and perks for teams. */
import { ArtFrame } from './art-frame';

export function BriefcaseArt() {
  return (
    <ArtFrame blob="#d8ecdf">
      <rect
        x="118"
        y="70"
        width="64"
        height="30"
        rx="10"
        fill="none"
        stroke="#073d27"
        strokeWidth="10"
      />
      <rect x="56" y="94" width="188" height="124" rx="16" fill="#0b5d3b" />
      <rect x="56" y="140" width="188" height="10" fill="#073d27" />
      <rect x="138" y="132" width="24" height="26" rx="5" fill="#f08a24" />
      <rect x="196" y="170" width="92" height="64" rx="12" fill="#f6a14a" />
      <rect x="196" y="170" width="92" height="18" rx="9" fill="#f08a24" />
      <path d="M222 206h40M222 220h26" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
    </ArtFrame>
  );
}
