import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatText } from '../../shared/rich-text/format-question.ts';
import { RichText } from './rich-text.tsx';

const html = (markdown: string, phrasing = false) =>
  renderToStaticMarkup(<RichText doc={formatText(markdown)} phrasing={phrasing} />);

/** The element names a rendering holds. */
const elements = (markup: string) => new Set([...markup.matchAll(/<([a-z]+)/g)].map((m) => m[1]));

describe('RichText', () => {
  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[x](javascript:alert(1)) <a href="javascript:alert(1)">y</a>',
    '```html\n<iframe src="javascript:alert(1)"></iframe>\n```',
    '- <svg onload=alert(1)>\n  - `<style>*{}</style>`',
  ])('puts %j on the page as text only', (input) => {
    const markup = html(input) + html(input, true);
    for (const name of elements(markup))
      expect([
        'div',
        'span',
        'p',
        'figure',
        'figcaption',
        'pre',
        'code',
        'ul',
        'li',
        'br',
      ]).toContain(name);
    // Every attribute of every element is one the renderer writes itself.
    const attributes = [...markup.matchAll(/<[a-z]+((?:\s[^>]*)?)>/g)].flatMap((m) =>
      [...(m[1] ?? '').matchAll(/\s([\w-]+)=/g)].map((a) => a[1]),
    );
    for (const name of attributes) expect(['class', 'tabindex', 'role', 'start']).toContain(name);
    expect(markup).toContain('&lt;');
  });

  it('writes a code block as a captioned figure that keeps its indentation and scrolls by keyboard', () => {
    const markup = html('```python\ndef f():\n    return 1\n```');
    expect(markup).toContain('<figcaption class="rich-text__caption">Python code</figcaption>');
    expect(markup).toMatch(/<pre class="rich-text__pre" tabindex="0">/);
    expect(markup.replace(/<[^>]+>/g, '')).toContain('def f():\n    return 1');
  });

  it('uses only phrasing elements inside an option label', () => {
    const markup = html('**a**\n\n- b\n\n```js\nx\n```', true);
    expect(
      [...elements(markup)].every((name) => ['span', 'strong', 'code'].includes(name ?? '')),
    ).toBe(true);
    expect(markup).toContain('role="list"');
  });
});
