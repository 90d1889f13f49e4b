/**
 * Text made safe inside HTML or XML, as an element's text or a double-quoted attribute's value:
 * the four characters that could end either are written as entities. The server's sitemap and
 * the prerendered pages' head tags both write it, so both escape alike.
 */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
