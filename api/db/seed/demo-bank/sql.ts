import type { SeedQuestion } from './seed-question.ts';
import { fence, md } from './markdown.ts';

export const sqlQuestions: SeedQuestion[] = [
  {
    topic: 'SQL',
    difficulty: 'easy',
    question: md(
      'Which keyword belongs in the blank, to keep only the departments with more than five employees?',
      fence(
        'sql',
        `
SELECT dept_id, COUNT(*) AS staff
FROM employees
GROUP BY dept_id
______ COUNT(*) > 5;
`,
      ),
    ),
    options: ['`WHERE`', '`HAVING`', '`ORDER BY`', '`LIMIT`'],
    correctOptionIndex: 1,
  },
  {
    topic: 'SQL',
    difficulty: 'easy',
    question:
      'In PostgreSQL, which query returns the names of the three most expensive products, the most expensive first?',
    options: [
      '`SELECT name FROM products ORDER BY price DESC LIMIT 3`',
      '`SELECT name FROM products ORDER BY price LIMIT 3`',
      '`SELECT name FROM products WHERE price = MAX(price) LIMIT 3`',
      '`SELECT name FROM products LIMIT 3 ORDER BY price DESC`',
    ],
    correctOptionIndex: 0,
  },
  {
    topic: 'SQL',
    difficulty: 'medium',
    question: md(
      "The `users` table has four rows, whose `phone` values are `'9876543210'`, `'9123456789'`, `NULL` and `NULL`. What does this query return?",
      fence('sql', `SELECT COUNT(*) FROM users WHERE phone <> '9876543210';`),
    ),
    options: ['`1`', '`2`', '`3`', '`4`'],
    correctOptionIndex: 0,
  },
  {
    topic: 'SQL',
    difficulty: 'medium',
    question: md(
      "The `branches` table has four rows, whose `city` values are `'Surat'`, `'Surat'`, `'Pune'` and `NULL`. What does this query return?",
      fence('sql', `SELECT COUNT(*), COUNT(city), COUNT(DISTINCT city) FROM branches;`),
    ),
    options: ['`4, 4, 3`', '`4, 3, 2`', '`4, 3, 3`', '`3, 3, 2`'],
    correctOptionIndex: 1,
  },
  {
    topic: 'SQL',
    difficulty: 'medium',
    question: md(
      'What does PostgreSQL do with this query?',
      fence('sql', `SELECT dept, name, MAX(salary) FROM employees GROUP BY dept;`),
    ),
    options: [
      'It returns each department with the name of its best-paid employee',
      'It returns each department with the name of any one of its employees',
      'It refuses the query: `name` must be in the `GROUP BY` or inside an aggregate',
      'It returns one row per employee',
    ],
    correctOptionIndex: 2,
  },
  {
    topic: 'SQL',
    difficulty: 'medium',
    question: md(
      'The diagram shows the `customers` and `orders` tables. Which rows does this query return?',
      fence(
        'sql',
        `
SELECT c.name, COUNT(o.id) AS orders
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
GROUP BY c.name
ORDER BY c.name;
`,
      ),
    ),
    options: [
      'Asha 2, Meera 1',
      'Asha 2, Meera 1, Ravi 0',
      'Asha 2, Meera 1, Ravi 1',
      'Asha 2, Meera 1, Ravi 0, and a row with no name and 1',
    ],
    correctOptionIndex: 1,
    image: {
      file: 'diagram-2.png',
      alt: 'Two tables. The customers table has the columns id and name, and three rows: id 1, Asha; id 2, Ravi; id 3, Meera. The orders table has the columns id, customer_id and total, and four rows: id 101, customer_id 1, total 500; id 102, customer_id 1, total 250; id 103, customer_id 3, total 900; id 104, customer_id 7, total 300. orders.customer_id refers to customers.id.',
    },
  },
  {
    topic: 'SQL',
    difficulty: 'hard',
    question: md(
      'The `results` table holds Asha 90, Ravi 85, Meera 90 and Dev 80 (`name`, `score`). Which `r` does Dev get?',
      fence('sql', `SELECT name, RANK() OVER (ORDER BY score DESC) AS r FROM results;`),
    ),
    options: ['`2`', '`3`', '`4`', '`5`'],
    correctOptionIndex: 2,
  },
  {
    topic: 'SQL',
    difficulty: 'hard',
    question: md(
      'The `customers` table has the ids 1, 2 and 3. The `orders` table has two rows, whose `customer_id` values are `1` and `NULL`. What does this query return?',
      fence(
        'sql',
        `
SELECT id FROM customers
WHERE id NOT IN (SELECT customer_id FROM orders);
`,
      ),
    ),
    options: [
      'The ids 2 and 3',
      'The id 2, the id 3 and a `NULL`',
      'No rows',
      'An error: a subquery must not return `NULL`',
    ],
    correctOptionIndex: 2,
  },
];
