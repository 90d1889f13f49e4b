import type { SeedQuestion } from './seed-question.ts';
import { fence, md } from './markdown.ts';

export const cssQuestions: SeedQuestion[] = [
  {
    topic: 'CSS',
    difficulty: 'easy',
    question: md(
      'With `display: flex` on the toolbar, which property spreads its buttons along the main axis (here, the row)?',
      fence(
        'css',
        `
.toolbar {
  display: flex;
  flex-direction: row;
}
`,
      ),
    ),
    options: ['`align-items`', '`justify-content`', '`flex-wrap`', '`align-content`'],
    correctOptionIndex: 1,
  },
  {
    topic: 'CSS',
    difficulty: 'easy',
    question: md(
      'The grid is 600px wide. How wide are its two columns?',
      fence(
        'css',
        `
.layout {
  display: grid;
  width: 600px;
  grid-template-columns: 1fr 2fr;
}
`,
      ),
    ),
    options: [
      '300px and 300px',
      '200px and 400px',
      '1px and 2px',
      '100px and 200px, the rest left empty',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'CSS',
    difficulty: 'medium',
    question: md(
      'With the default `box-sizing`, how wide is the card from the outer edge of its left border to the outer edge of its right border?',
      fence(
        'css',
        `
.card {
  width: 200px;
  padding: 20px;
  border: 2px solid black;
  margin: 10px;
}
`,
      ),
    ),
    options: ['200px', '220px', '244px', '264px'],
    correctOptionIndex: 2,
  },
  {
    topic: 'CSS',
    difficulty: 'medium',
    question: md(
      'Which colour is the link “Home”?',
      fence('html', `<nav class="nav"><a class="active" href="/">Home</a></nav>`),
      fence(
        'css',
        `
.nav .active { color: teal; }
.nav a { color: gray; }
a.active { color: orange; }
`,
      ),
    ),
    options: ['teal', 'gray', 'orange', 'The browser’s default link colour'],
    correctOptionIndex: 0,
  },
  {
    topic: 'CSS',
    difficulty: 'hard',
    question: md(
      'Where is the badge drawn?',
      fence(
        'html',
        `
<div class="page">
  <div class="card">
    <span class="badge">New</span>
  </div>
</div>
`,
      ),
      fence(
        'css',
        `
.page { position: relative; }
.card { margin: 40px; }
.badge { position: absolute; top: 0; right: 0; }
`,
      ),
    ),
    options: [
      'In the top right corner of `.card`',
      'In the top right corner of `.page`',
      'In the top right corner of the viewport, staying there as the page scrolls',
      'Where it would be without `position`, since `.card` has a margin',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'CSS',
    difficulty: 'hard',
    question: md(
      'The two paragraphs follow one another inside a plain block `<div>` (not flex, not grid). How much space is there between the bottom border of the first and the top border of the second?',
      fence('html', `<p class="first">One</p>\n<p class="second">Two</p>`),
      fence(
        'css',
        `
p { border: 1px solid; }
.first { margin-bottom: 30px; }
.second { margin-top: 20px; }
`,
      ),
    ),
    options: ['50px', '30px', '20px', '10px'],
    correctOptionIndex: 1,
  },
];
