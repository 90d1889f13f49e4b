/**
 * Hands text the browser already holds to the person as a file (the one-time credentials, which
 * exist only in the import's answer): a Blob behind a temporary link, clicked and revoked.
 */
export function downloadText(fileName: string, text: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the download has surely started: revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
