/**
 * The hero's drawing of each service: a washing machine with a folded stack, or a spray bottle
 * and bucket. Sized by its width and height attributes, so the hero never moves when it paints;
 * it is decoration, hidden from assistive technology.
 */
import type { PlanService } from '@jara/contracts/plans';

function LaundryArt() {
  return (
    <>
      <rect x="70" y="60" width="130" height="170" rx="16" fill="#0b5d3b" />
      <rect x="70" y="60" width="130" height="34" rx="16" fill="#0f7a4d" />
      <circle cx="96" cy="77" r="6" fill="#f08a24" />
      <circle cx="116" cy="77" r="6" fill="#fff" />
      <circle cx="135" cy="155" r="48" fill="#fff" />
      <circle cx="135" cy="155" r="36" fill="#cfe8f7" />
      <path d="M101 162c14-10 26 8 40 0s24-8 30 0v4a36 36 0 0 1-70 0Z" fill="#7fb8dd" />
      <rect x="208" y="186" width="80" height="14" rx="4" fill="#f08a24" />
      <rect x="212" y="172" width="72" height="14" rx="4" fill="#fde3c4" />
      <rect x="208" y="158" width="80" height="14" rx="4" fill="#e0392a" />
      <rect x="214" y="200" width="68" height="30" rx="6" fill="#c98f45" />
    </>
  );
}

function CleaningArt() {
  return (
    <>
      <path d="M96 70h40v24l14 8v128H82V102l14-8Z" fill="#0b5d3b" />
      <rect x="100" y="52" width="32" height="20" rx="4" fill="#f08a24" />
      <path d="M132 58h26l-6 10h-20Z" fill="#f08a24" />
      <rect x="92" y="130" width="48" height="52" rx="6" fill="#fff" />
      <path d="M104 156l8 8 16-18" stroke="#157f3c" strokeWidth="6" fill="none" />
      <path d="M178 150h104l-12 80h-80Z" fill="#f08a24" />
      <path d="M186 150c0-30 88-30 88 0" stroke="#16211c" strokeWidth="5" fill="none" />
      <circle cx="212" cy="136" r="14" fill="#cfe8f7" />
      <circle cx="236" cy="128" r="10" fill="#cfe8f7" />
      <circle cx="256" cy="140" r="12" fill="#cfe8f7" />
      <path d="M236 58l6 16 16 6-16 6-6 16-6-16-16-6 16-6Z" fill="#fff" />
      <path d="M196 86l4 10 10 4-10 4-4 10-4-10-10-4 10-4Z" fill="#fff" />
    </>
  );
}

export function ServiceArt({ service }: { service: PlanService }) {
  return (
    <svg viewBox="0 0 320 280" width="320" height="280" aria-hidden="true" focusable="false">
      <path
        d="M160 18c70 0 138 38 142 112 4 76-56 132-140 132S14 214 18 134C22 62 90 18 160 18Z"
        fill={service === 'laundry' ? '#d8ecdf' : '#fde3c4'}
      />
      {service === 'laundry' ? <LaundryArt /> : <CleaningArt />}
    </svg>
  );
}
