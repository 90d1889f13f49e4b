/**
 * A question's Markdown as the HTML Moodle shows, for the one case the Moodle export needs HTML
 * (a question with an image: Moodle finds `@@PLUGINFILE@@` images only in HTML). The same subset
 * `htmlToMarkdown` reads back (fences, lists, paragraphs with line breaks, code, bold, italic),
 * every piece of text escaped, so export then import gives the Markdown back.
 *
 * The texts it reads come from the bank (at most 2,000 characters, checked when saved), so the
 * look-ahead for a closing mark below costs at most the square of that, never of a file.
 */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch,
  );

const fenceOpen = /^(`{3,}|~{3,})[ \t]*([^\s`]*)/;
const listItem = /^([-*+]|\d{1,9}[.)])[ \t]+/;

/** Inline Markdown as HTML: backslash escapes, code spans, `**`/`__` bold, `*`/`_` italic. */
export function inlineHtml(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (ch === '\\' && i + 1 < text.length && /[!-/:-@[-`{-~]/.test(text[i + 1] ?? '')) {
      out += escapeHtml(text[i + 1] ?? '');
      i += 2;
      continue;
    }
    if (ch === '`') {
      let run = 1;
      while (text[i + run] === '`') run++;
      const fence = '`'.repeat(run);
      const close = text.indexOf(fence, i + run);
      if (close !== -1 && text[close + run] !== '`') {
        const code = text.slice(i + run, close);
        const trimmed =
          code.startsWith(' ') && code.endsWith(' ') && code.trim() ? code.slice(1, -1) : code;
        out += `<code>${escapeHtml(trimmed)}</code>`;
        i = close + run;
        continue;
      }
      out += escapeHtml(fence);
      i += run;
      continue;
    }
    if (ch === '*' || ch === '_') {
      const double = text[i + 1] === ch;
      const mark = double ? ch + ch : ch;
      const close = text.indexOf(mark, i + mark.length + 1);
      if (close !== -1 && text[i + mark.length] !== ' ') {
        const tag = double ? 'strong' : 'em';
        out += `<${tag}>${inlineHtml(text.slice(i + mark.length, close))}</${tag}>`;
        i = close + mark.length;
        continue;
      }
    }
    out += escapeHtml(ch);
    i++;
  }
  return out;
}

/** Lines of Markdown as HTML blocks. */
function blocksHtml(lines: string[]): string {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    const fence = fenceOpen.exec(line);
    if (line.trim() === '') {
      i++;
    } else if (fence) {
      const [, marks = '', lang = ''] = fence;
      const code: string[] = [];
      for (i++; i < lines.length && !(lines[i] ?? '').startsWith(marks); i++)
        code.push(lines[i] ?? '');
      i++;
      const cls = lang ? ` class="language-${escapeHtml(lang.toLowerCase())}"` : '';
      out.push(`<pre><code${cls}>${escapeHtml(code.join('\n'))}</code></pre>`);
    } else if (listItem.test(line)) {
      i = list(lines, i, out);
    } else {
      const text: string[] = [];
      for (; i < lines.length; i++) {
        const next = lines[i] ?? '';
        if (next.trim() === '' || fenceOpen.test(next) || listItem.test(next)) break;
        text.push(inlineHtml(next.trim()));
      }
      out.push(`<p>${text.join('<br>')}</p>`);
    }
  }
  return out.join('');
}

/** A list from line `start` (items at its indent, their lines under them); the line after it. */
function list(lines: string[], start: number, out: string[]): number {
  const first = listItem.exec(lines[start] ?? '')?.[1] ?? '-';
  const ordered = /\d/.test(first);
  const items: string[] = [];
  let i = start;
  for (let marker = listItem.exec(lines[i] ?? ''); marker; marker = listItem.exec(lines[i] ?? '')) {
    const indent = marker[0].length;
    const body = [(lines[i] ?? '').slice(indent)];
    for (i++; i < lines.length; i++) {
      const next = lines[i] ?? '';
      if (next.trim() !== '' && next.length - next.trimStart().length < indent) break;
      body.push(next.slice(indent));
    }
    // An item of one paragraph is written without `<p>`, as editors do.
    items.push(`<li>${blocksHtml(body).replace(/^<p>(.*?)<\/p>/s, '$1')}</li>`);
    if (/\d/.test(listItem.exec(lines[i] ?? '')?.[1] ?? '') !== ordered) break;
  }
  const startAt = ordered ? Number.parseInt(first, 10) : 1;
  const open = ordered ? `<ol${startAt === 1 ? '' : ` start="${startAt}"`}>` : '<ul>';
  out.push(`${open}${items.join('')}${ordered ? '</ol>' : '</ul>'}`);
  return i;
}

export const markdownToHtml = (markdown: string): string =>
  blocksHtml(markdown.replace(/\r\n?/g, '\n').split('\n'));
