import type { SeedQuestion } from './seed-question.ts';
import { fence, md } from './markdown.ts';

export const pythonQuestions: SeedQuestion[] = [
  {
    topic: 'Python',
    difficulty: 'easy',
    question: md(
      'What does this print?',
      fence(
        'python',
        `
nums = [10, 20, 30, 40, 50]
print(nums[1:4], nums[-1])
`,
      ),
    ),
    options: [
      '`[10, 20, 30, 40] 50`',
      '`[20, 30, 40] 50`',
      '`[20, 30, 40, 50] 10`',
      '`[10, 20, 30] 40`',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Python',
    difficulty: 'easy',
    question: md(
      'What does this print?',
      fence(
        'python',
        `
marks = {'asha': 82, 'ravi': 67}
print(marks.get('meera', 0), len(marks))
`,
      ),
    ),
    options: ['`0 2`', '`None 2`', '`0 3`', 'Nothing: it raises `KeyError`'],
    correctOptionIndex: 0,
  },
  {
    topic: 'Python',
    difficulty: 'medium',
    question: md(
      'What does this print?',
      fence(
        'python',
        `
def add_tag(tag, tags=[]):
    tags.append(tag)
    return tags

add_tag('js')
print(add_tag('py'))
`,
      ),
    ),
    options: ["`['py']`", "`['js', 'py']`", "`['py', 'js']`", '`None`'],
    correctOptionIndex: 1,
  },
  {
    topic: 'Python',
    difficulty: 'medium',
    question: md(
      'What does this print?',
      fence(
        'python',
        `
grid = [[0] * 3] * 2
grid[0][0] = 1
print(grid)
`,
      ),
    ),
    options: [
      '`[[1, 0, 0], [0, 0, 0]]`',
      '`[[1, 0, 0], [1, 0, 0]]`',
      '`[[1, 1, 1], [0, 0, 0]]`',
      '`[[1, 0, 0, 0, 0, 0]]`',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Python',
    difficulty: 'medium',
    question: md(
      'What does this print?',
      fence(
        'python',
        `
squares = (n * n for n in range(4))
print(sum(squares), sum(squares))
`,
      ),
    ),
    options: ['`14 14`', '`14 0`', '`30 30`', '`30 0`'],
    correctOptionIndex: 1,
  },
  {
    topic: 'Python',
    difficulty: 'hard',
    question: md(
      'What does this print?',
      fence(
        'python',
        `
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
`,
      ),
    ),
    options: [
      '`[0, 1, 2]`',
      '`[2, 2, 2]`',
      '`[3, 3, 3]`',
      'Nothing: it raises `NameError`, as `i` is gone',
    ],
    correctOptionIndex: 1,
  },
];
