import { randomInt } from 'node:crypto';
import type { DrawnQuestion } from '../../db/schema/mcq-attempts.ts';
import type { McqRules } from './mcq-rules.ts';
import type { Difficulty } from '../../../shared/contract/hr.ts';

/** A question of the active bank, as the draw reads it. */
export interface BankQuestion {
  id: string;
  topic: string;
  difficulty: Difficulty;
  version: number;
  question: string;
  options: string[];
  correctOptionIndex: number;
  /** The picture shown under the question, if any (its alternative text beside it). */
  imageId?: string | null;
  imageAlt?: string | null;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * The candidate's copy of a question: with shuffling, the options in a random order of their own,
 * the key moved with them, and `optionOrder` mapping each shown option back to the bank's index
 * (a chosen index is scored against the copy's key; `optionOrder` says which bank option it was).
 */
function copyOf(q: BankQuestion, shuffleOptions: boolean): DrawnQuestion {
  const base = {
    id: q.id,
    version: q.version,
    question: q.question,
    ...(q.imageId && q.imageAlt ? { image: { id: q.imageId, alt: q.imageAlt } } : {}),
  };
  if (!shuffleOptions)
    return { ...base, options: q.options, correctOptionIndex: q.correctOptionIndex };
  const order = shuffle(q.options.map((_, i) => i));
  return {
    ...base,
    options: order.map((i) => q.options[i] as string),
    correctOptionIndex: order.indexOf(q.correctOptionIndex),
    optionOrder: order,
  };
}

/**
 * How many questions a draw gives from a bank with these active questions per category (`name`,
 * `active`): what `drawFrom` takes, counted without the bank itself (the rules page says it
 * before the test starts).
 */
export function drawCount(
  categories: readonly { name: string; active: number }[],
  rules: Pick<McqRules, 'questionCount' | 'questionsPerCategory'>,
): number {
  const perCategory = Object.entries(rules.questionsPerCategory);
  if (perCategory.length === 0)
    return Math.min(
      rules.questionCount,
      categories.reduce((sum, c) => sum + c.active, 0),
    );
  const active = new Map(categories.map((c) => [c.name, c.active]));
  return perCategory.reduce((sum, [name, n]) => sum + Math.min(n, active.get(name) ?? 0), 0);
}

/**
 * A fresh per-candidate draw from the active bank, in a random order: of the assessment's
 * difficulties, `questionCount` from the whole bank, or, when HR set counts per category, that
 * many from each (as many as it holds).
 */
export function drawFrom(
  wholeBank: readonly BankQuestion[],
  rules: Pick<McqRules, 'questionCount' | 'questionsPerCategory' | 'shuffleOptions'> &
    Partial<Pick<McqRules, 'difficulties'>>,
): DrawnQuestion[] {
  const { difficulties } = rules;
  const bank =
    difficulties && difficulties.length < 3
      ? wholeBank.filter((q) => difficulties.includes(q.difficulty))
      : wholeBank;
  const perCategory = Object.entries(rules.questionsPerCategory);
  let chosen: BankQuestion[];
  if (perCategory.length === 0) {
    chosen = shuffle([...bank]).slice(0, rules.questionCount);
  } else {
    chosen = [];
    for (const [category, n] of perCategory)
      chosen.push(...shuffle(bank.filter((q) => q.topic === category)).slice(0, n));
    shuffle(chosen);
  }
  return chosen.map((q) => copyOf(q, rules.shuffleOptions));
}
