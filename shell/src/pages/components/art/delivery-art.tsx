/** An insulated delivery box, still steaming, with a clock for the delivery time. */
import { ArtFrame } from './art-frame';

export function DeliveryArt() {
  return (
    <ArtFrame>
      <g fill="none" stroke="#d8c3a8" strokeWidth="6" strokeLinecap="round">
        <path d="M118 64c-8 12 8 18 0 30" />
        <path d="M148 56c-8 12 8 18 0 30" />
      </g>
      <path d="M56 112l90-20 104 22-90 24Z" fill="#f6a14a" />
      <path d="M56 112v96l104 34v-104Z" fill="#f08a24" />
      <path d="M160 138l90-24v94l-90 34Z" fill="#d9731a" />
      <path d="M86 150l48 16v26l-48-16Z" fill="#fff" opacity="0.9" />
      <circle cx="234" cy="84" r="40" fill="#0b5d3b" />
      <circle cx="234" cy="84" r="30" fill="#fff" />
      <path
        d="M234 64v22l14 8"
        fill="none"
        stroke="#0b5d3b"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </ArtFrame>
  );
}
