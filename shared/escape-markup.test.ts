import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup.ts';

describe('escapeMarkup', () => {
  it('writes the characters that could end an element or a quoted attribute as entities', () => {
    expect(escapeMarkup('Design & <Build> "fast"')).toBe(
      'Design &amp; &lt;Build&gt; &quot;fast&quot;',
    );
  });

  it('escapes an ampersand once, so an entity already in the text stays readable as written', () => {
    expect(escapeMarkup('&lt;')).toBe('&amp;lt;');
  });

  it('leaves other text as it is (an apostrophe needs no entity inside double quotes)', () => {
    expect(escapeMarkup("Surat's IT company, 2026")).toBe("Surat's IT company, 2026");
  });
});
