import { describe, expect, it } from 'vitest';
import { parseGift } from './gift.ts';

const defaults = { category: 'general', difficulty: 'medium' as const };
const read = async (text: string) => {
  const { questions, errors } = await parseGift(text, defaults);
  return { errors, texts: questions.map((q) => [q.question, ...q.options]) };
};

describe('GIFT text formats', () => {
  it('[markdown] keeps the question and its answers as Markdown', async () => {
    const { texts } = await read(
      '[markdown]What does `a ?? b` return?\\n\\n- **a** {=`a` unless null ~*always* b}',
    );
    expect(texts).toEqual([
      ['What does `a ?? b` return?\n\n- **a**', '`a` unless null', '*always* b'],
    ]);
  });

  it("[html] is converted like Moodle XML's HTML (escaped GIFT characters included)", async () => {
    const gift =
      '[html]<p>What does <code>a \\=\\= b</code> do?</p><script>x()</script> {=<strong>compares</strong> ~<p>assigns</p>}';
    expect((await read(gift)).texts).toEqual([
      ['What does `a == b` do?', '**compares**', 'assigns'],
    ]);
  });

  it('[html] with an image is a line error pointing to Moodle XML', async () => {
    const { errors } = await read('[html]<p>See <img src\\="x.png" alt\\="x"></p> {=a ~b}');
    expect(errors).toEqual([
      {
        line: 1,
        message:
          'Images are not imported from GIFT (it cannot hold them): use Moodle XML, which embeds them.',
      },
    ]);
  });

  it('[plain] and [moodle] show their text as written, Markdown characters escaped', async () => {
    const { texts } = await read('[plain]2 * 3 {=6 ~`x`}\n\n[moodle]- snake_case? {=yes ~no}');
    expect(texts).toEqual([
      ['2 \\* 3', '6', '\\`x\\`'],
      ['\\- snake\\_case?', 'yes', 'no'],
    ]);
  });

  it('without a prefix keeps the text as written, and a blank shows as underscores', async () => {
    const { texts } = await read('The **sum** of 2 and 2 is {=4 ~5} in decimal.');
    expect(texts).toEqual([['The **sum** of 2 and 2 is \\_\\_\\_\\_\\_ in decimal.', '4', '5']]);
  });
});
