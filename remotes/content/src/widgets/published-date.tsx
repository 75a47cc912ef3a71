/** A content date ("2 March 2026") as a `<time>`, the same wherever it is rendered. */
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function PublishedDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {FORMAT.format(new Date(`${date}T00:00:00Z`))}
    </time>
  );
}
