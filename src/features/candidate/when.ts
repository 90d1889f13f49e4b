/** A moment as the candidate reads it, in their own time zone: "23 Nov 2026, 10:05". */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
