import type { SeedQuestion } from './seed-question.ts';
import { fence, md } from './markdown.ts';

export const reactQuestions: SeedQuestion[] = [
  {
    topic: 'React',
    difficulty: 'easy',
    question: md(
      'React warns about this list. What should each `<li>` be given, so React can track the items between renders?',
      fence(
        'jsx',
        `
<ul>
  {todos.map((todo) => (
    <li>{todo.title}</li>
  ))}
</ul>
`,
      ),
    ),
    options: [
      'An `id` attribute, such as `id={todo.id}`',
      'A `key` prop that stays the same for the same todo, such as `key={todo.id}`',
      'A `key` prop made fresh on each render, such as `key={Math.random()}`',
      'A `ref`, such as `ref={todo.ref}`',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'React',
    difficulty: 'easy',
    question: md(
      'Typing in this field changes nothing on screen, and React warns in the console. Why?',
      fence(
        'jsx',
        `
function NameField() {
  const [name, setName] = useState('');
  return <input value={name} />;
}
`,
      ),
    ),
    options: [
      'It has `value` but no `onChange`, so React keeps showing `name`',
      'An `<input>` needs a `key` prop',
      '`useState` needs a number as its first value',
      'An `<input>` must be inside a `<form>`',
    ],
    correctOptionIndex: 0,
  },
  {
    topic: 'React',
    difficulty: 'medium',
    question: md(
      'In development, `render` is logged twice when the page first loads. Why does this component render twice?',
      fence(
        'jsx',
        `
function Profile() {
  console.log('render');
  return <p>Hello</p>;
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Profile />
  </StrictMode>,
);
`,
      ),
    ),
    options: [
      'StrictMode calls components twice in development, to reveal rendering that is not pure',
      '`createRoot` always renders the first tree twice, in production too',
      'Calling `console.log` inside a component schedules a second render',
      '`Profile` has no `key`, so React mounts it twice',
    ],
    correctOptionIndex: 0,
  },
  {
    topic: 'React',
    difficulty: 'medium',
    question: md(
      'The button shows `0`. What does it show after one click?',
      fence(
        'jsx',
        `
function Counter() {
  const [count, setCount] = useState(0);
  function addTwo() {
    setCount(count + 1);
    setCount(count + 1);
  }
  return <button onClick={addTwo}>{count}</button>;
}
`,
      ),
    ),
    options: ['`0`', '`1`', '`2`', 'React throws: a state can be set once a render'],
    correctOptionIndex: 1,
  },
  {
    topic: 'React',
    difficulty: 'medium',
    question: md(
      'What does the `<div>` show when `items` is an empty array?',
      fence(
        'jsx',
        `
function Cart({ items }) {
  return <div>{items.length && <p>{items.length} items</p>}</div>;
}
`,
      ),
    ),
    options: ['Nothing', 'The text `0`', 'The text `0 items`', 'The text `false`'],
    correctOptionIndex: 1,
  },
  {
    topic: 'React',
    difficulty: 'medium',
    question: md(
      'What is wrong with this component?',
      fence(
        'jsx',
        `
function Profile({ user }) {
  if (!user) return null;
  const [open, setOpen] = useState(false);
  return <button onClick={() => setOpen(!open)}>{user.name}</button>;
}
`,
      ),
    ),
    options: [
      'Nothing: a component may return before it calls a hook',
      '`useState` is called only on some renders: hooks must run in the same order on every render',
      '`useState` needs a function as its first value',
      'A component must not return `null`',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'React',
    difficulty: 'hard',
    question: md(
      'How often does this effect call `fetchResults`?',
      fence(
        'jsx',
        `
function Search({ query }) {
  const options = { query, limit: 10 };
  useEffect(() => {
    fetchResults(options);
  }, [options]);
  return <Results />;
}
`,
      ),
    ),
    options: [
      'Only when `query` changes',
      'After every render of `Search`',
      'Once, after the first render',
      'Never: an object cannot be a dependency',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'React',
    difficulty: 'hard',
    question:
      'The diagram shows a component tree: which props each component receives, and which one is wrapped in `React.memo`. `App` keeps `count` in state. After `setCount(count + 1)` runs in `App`, which components render again?',
    options: [
      '`App`, `Header` and `Badge` only: the components that receive `count`',
      '`App`, `Header`, `Badge`, `Content` and `Article`',
      'Every component in the tree',
      '`App`, `Header`, `Badge` and `Sidebar`, but not `Menu`',
    ],
    correctOptionIndex: 1,
    image: {
      file: 'diagram-1.png',
      alt: 'A React component tree. App, at the top, holds count in state and has three children. First child: Header, which receives the prop count, with one child, Badge, which also receives count. Second child: Sidebar, wrapped in React.memo, which receives no props, with one child, Menu, which receives no props. Third child: Content, not wrapped in React.memo, which receives no props, with one child, Article, which receives no props.',
    },
  },
];
