import type { Difficulty } from '../../../shared/contract/hr.ts';
import type { TestType } from '../../domain/rounds.ts';

/**
 * The demo's two roles, each with a drive (issue 36): a frontend test and a backend one, drawn
 * from the demo bank's categories, with their own clock and cut-off. `tasks` are indexes into
 * `demoPracticalTasks`. The demo candidates stay outside any drive: they take the default
 * assessment, as they always did.
 */
export const demoAssessments: {
  name: string;
  drive: string;
  rounds: TestType;
  questionsPerCategory: Record<string, number>;
  difficulties: Difficulty[];
  secondsPerQuestion: number;
  passPercent: number;
  practicalMinutes: number;
  tasks: number[];
}[] = [
  {
    name: 'Frontend developer, L1',
    drive: 'Frontend hiring (demo)',
    rounds: 'both',
    questionsPerCategory: { JavaScript: 3, React: 2, CSS: 2 },
    difficulties: ['easy', 'medium', 'hard'],
    secondsPerQuestion: 45,
    passPercent: 70,
    practicalMinutes: 90,
    tasks: [1, 2],
  },
  {
    name: 'Backend developer, L1',
    drive: 'Backend hiring (demo)',
    rounds: 'both',
    questionsPerCategory: { 'Node.js': 1, SQL: 2, HTTP: 2, Security: 1, JavaScript: 2 },
    difficulties: ['easy', 'medium', 'hard'],
    secondsPerQuestion: 60,
    passPercent: 75,
    practicalMinutes: 120,
    tasks: [0, 2],
  },
];
