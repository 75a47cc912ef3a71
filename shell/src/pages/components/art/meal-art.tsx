/** A plate of jollof rice with chicken and fried plantain. */
import { ArtFrame } from './art-frame';

export function MealArt() {
  return (
    <ArtFrame>
      <ellipse cx="160" cy="176" rx="128" ry="80" fill="#e8dccb" />
      <ellipse cx="160" cy="166" rx="128" ry="80" fill="#fff" />
      <ellipse cx="160" cy="166" rx="96" ry="58" fill="#f7f1e8" />
      <path d="M84 176c-4-42 40-70 82-68 40 2 72 26 70 62-36 20-118 22-152 6Z" fill="#e0592a" />
      <g fill="#f5925a">
        <ellipse cx="120" cy="150" rx="5" ry="2.5" />
        <ellipse cx="150" cy="136" rx="5" ry="2.5" />
        <ellipse cx="182" cy="146" rx="5" ry="2.5" />
        <ellipse cx="140" cy="168" rx="5" ry="2.5" />
        <ellipse cx="206" cy="164" rx="5" ry="2.5" />
        <ellipse cx="104" cy="172" rx="5" ry="2.5" />
      </g>
      <path d="M188 120c18-14 46-8 50 12 4 18-12 32-32 30-24-2-34-28-18-42Z" fill="#8a3f16" />
      <path d="M232 128l20-16c6-4 12 4 7 8l-18 16Z" fill="#f3e2c7" />
      <g fill="#f6b83c" stroke="#d98e1f" strokeWidth="3">
        <ellipse cx="104" cy="196" rx="18" ry="11" transform="rotate(-18 104 196)" />
        <ellipse cx="134" cy="206" rx="18" ry="11" transform="rotate(-8 134 206)" />
        <ellipse cx="166" cy="208" rx="18" ry="11" />
      </g>
      <g fill="#2f8f4e">
        <path d="M210 190c10-10 24-8 28 2-10 6-20 6-28-2Z" />
        <path d="M222 204c8-12 22-12 28-4-8 8-18 10-28 4Z" />
      </g>
    </ArtFrame>
  );
}
