import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../shared/rich-text/parse-markdown.ts';
import { htmlToMarkdown, tooManyTagsMessage } from './html-to-markdown.ts';
import { escapeMarkdown } from './markdown-escape.ts';

const md = (html: string) => htmlToMarkdown(html).markdown;

describe('htmlToMarkdown', () => {
  it('keeps paragraphs, line breaks, bold, italic and inline code', () => {
    expect(
      md(
        '<p>What does <code>a &amp;&amp; b</code> <strong>return</strong>?<br>Pick <em>one</em>.</p><p>Next</p>',
      ),
    ).toBe('What does `a && b` **return**?\nPick *one*.\n\nNext');
  });

  it('writes a <pre><code class="language-…"> block as a fence with its language, indentation kept', () => {
    const html =
      '<pre><code class="language-javascript">function f() {\n  return `x`;\n}\n</code></pre>';
    expect(md(html)).toBe('```javascript\nfunction f() {\n  return `x`;\n}\n```');
    expect(md('<pre>```\nx\n```</pre>')).toBe('````\n```\nx\n```\n````');
  });

  it('uses enough backticks around inline code that holds backticks', () => {
    expect(md('<p><code>a`b</code> and <tt>``</tt></p>')).toBe('``a`b`` and ``` `` ```');
  });

  it('writes nested lists, numbered from the start attribute', () => {
    const html = '<ol start="3"><li>one<ul><li>inner</li></ul></li><li>two</li></ol>';
    expect(md(html)).toBe('3. one\n   - inner\n4. two');
  });

  it('collapses whitespace as a browser does and decodes entities', () => {
    expect(md('<p>\n  a   b\t&lt;c&gt; &quot;d&quot; &#x41;  </p>')).toBe('a b <c> "d" A');
  });

  it("reads what Moodle's editors write: empty paragraphs, &nbsp;, styled spans, <pre> with <br>", () => {
    const tiny =
      '<p dir="ltr" style="text-align: left;">Hello&nbsp;&nbsp;<span style="font-size: 0.9rem;">world</span>&nbsp;</p><p><br></p>';
    expect(md(tiny)).toBe('Hello world');
    expect(md('<pre>if (a) {<br>&nbsp;&nbsp;b();<br>}</pre>')).toBe(
      '```\nif (a) {\n  b();\n}\n```',
    );
    expect(md('<h3>Title</h3><table><tr><td>a</td><td>b</td></tr></table>')).toBe('Title\n\na b');
  });

  it('escapes text that would read as formatting', () => {
    expect(md('<p>2 * 3 = 6, snake_case, `tick`</p><p>- not a list</p><p>1. not either</p>')).toBe(
      '2 \\* 3 = 6, snake\\_case, \\`tick\\`\n\n\\- not a list\n\n1\\. not either',
    );
  });

  it('escapes so that our Markdown parser reads back exactly the text that was shown', () => {
    const html =
      '<p>2 * 3 = 6, snake_case, `tick`, a\\b</p><p>- not a list</p><p>1. not either</p><p>~~~ nor a fence</p>';
    expect(parseMarkdown(md(html))).toEqual([
      { t: 'p', c: [{ t: 'text', v: '2 * 3 = 6, snake_case, `tick`, a\\b' }] },
      { t: 'p', c: [{ t: 'text', v: '- not a list' }] },
      { t: 'p', c: [{ t: 'text', v: '1. not either' }] },
      { t: 'p', c: [{ t: 'text', v: '~~~ nor a fence' }] },
    ]);
  });

  it('takes images out of the text and returns them', () => {
    const converted = htmlToMarkdown(
      '<p>See <img src="@@PLUGINFILE@@/a.png" alt="A chart"> this</p>',
    );
    expect(converted).toEqual({
      markdown: 'See this',
      images: [{ src: '@@PLUGINFILE@@/a.png', alt: 'A chart' }],
    });
  });

  describe('on hostile input', () => {
    it('drops scripts and styles with their content', () => {
      expect(md('<p>a<script>alert(1)</script>b</p><style>p{color:red}</style>')).toBe('ab');
      expect(md('<script>document.cookie</script>')).toBe('');
    });

    it('keeps only the visible text of links, event attributes and iframes', () => {
      const out = md(
        '<p><a href="javascript:alert(1)" onclick="steal()">click</a> <span onmouseover="x()" style="color:red">here</span></p><iframe src="https://evil.example">frame</iframe>',
      );
      expect(out).toBe('click here\n\nframe');
      expect(out).not.toMatch(/javascript|onclick|onmouseover|evil/);
    });

    it('leaves markup written as text as text (escaped entities stay visible)', () => {
      expect(md('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<script>alert(1)</script>');
    });

    it('reads unclosed and broken tags without throwing', () => {
      expect(md('<p><b>bold <i>both</p><p>after')).toBe('**bold *both***\n\nafter');
      expect(md('<<<>>> <p <b>')).toBe('<<<>>>');
    });

    it('reads 2,500 nested elements quickly and refuses more tags than any question needs', () => {
      const nested = (n: number) => '<b>'.repeat(n) + 'x' + '</b>'.repeat(n);
      const started = performance.now();
      expect(md(nested(2500))).toBe('**x**');
      expect(performance.now() - started).toBeLessThan(500);
      expect(htmlToMarkdown(nested(100_000))).toEqual({
        markdown: '',
        images: [],
        problem: tooManyTagsMessage,
      });
    });

    it('keeps no image source as text', () => {
      const out = htmlToMarkdown('<img src="javascript:alert(1)" onerror="x()" alt="pic">');
      expect(out.markdown).toBe('');
      expect(out.images).toEqual([{ src: 'javascript:alert(1)', alt: 'pic' }]);
    });
  });
});

describe('escapeMarkdown', () => {
  it('escapes marks and list-like line starts, and nothing else', () => {
    expect(escapeMarkdown('a*b_c`d\\e\n- x\n+ y\n10) z\n~~~\n10.5 stays')).toBe(
      'a\\*b\\_c\\`d\\\\e\n\\- x\n\\+ y\n10\\) z\n\\~~~\n10.5 stays',
    );
  });
});
