/**
 * Small line icons for feature cards, drawn inline so pages load no icon font or image.
 * Each is a few strokes on a 24px grid and inherits the text colour.
 */
const SHAPES = {
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  bike: 'M5.5 17.5a3 3 0 1 0 0-.01M18.5 17.5a3 3 0 1 0 0-.01M5.5 17.5 9 10h6l3.5 7.5M9 10 7.5 6H5M15 10l-2-4h3',
  leaf: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14Zm0 0 7-7',
  shield: 'M12 3 4.5 6v6c0 4.5 3.2 7.8 7.5 9 4.3-1.2 7.5-4.5 7.5-9V6L12 3Zm-3 9 2 2 4-4',
  star: 'm12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z',
  wallet:
    'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V17a2 2 0 0 0 2 2h13V8H6.5A2.5 2.5 0 0 1 4 7.5ZM16 13.5h.01',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z',
  pin: 'M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  calendar: 'M4.5 6.5h15v13h-15v-13ZM4.5 10.5h15M8.5 4v4M15.5 4v4',
  chat: 'M5 5.5h14v10H10l-4.5 3.5v-3.5H5v-10Z',
  sparkle: 'M12 3.5 13.8 10l6.7 2-6.7 2L12 20.5 10.2 14l-6.7-2 6.7-2L12 3.5Z',
  pot: 'M4 11h16v3.5a5.5 5.5 0 0 1-5.5 5.5h-5A5.5 5.5 0 0 1 4 14.5V11ZM2.5 11h19M9 7.5c0-1.5 1-1.5 1-3M14 7.5c0-1.5 1-1.5 1-3',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5M16 4.3a3.5 3.5 0 0 1 0 6.4M18.5 14.8c1.7.8 2.8 2.6 3 5.2',
  gift: 'M4 10h16v4H4v-4ZM5.5 14h13v6.5h-13V14ZM12 10v10.5M12 10c-2.5 0-5-1-5-3s3-2 5 3Zm0 0c2.5 0 5-1 5-3s-3-2-5 3Z',
  receipt: 'M6 3.5h12v17l-3-2-3 2-3-2-3 2v-17ZM9 8.5h6M9 12.5h6',
  bag: 'M5 8h14l-1 12.5H6L5 8ZM9 10V7a3 3 0 0 1 6 0v3',
} as const;

export type IconName = keyof typeof SHAPES;

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={SHAPES[name]} />
    </svg>
  );
}
