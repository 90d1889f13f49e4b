import { describe, expect, it } from 'vitest';
import { questionSignature } from './near-copy.ts';

describe('questionSignature', () => {
  it('is the same for a question whose case, spacing, punctuation or word order changed', () => {
    const bank = questionSignature('What is a closure in JavaScript?');
    expect(questionSignature('what is a  closure in javascript')).toBe(bank);
    expect(questionSignature('In JavaScript, what is a closure?')).toBe(bank);
    expect(questionSignature('What is a closure in JavaScript ?!')).toBe(bank);
  });

  it('differs for a question that asks something else with similar words', () => {
    const bank = questionSignature('What is a closure in JavaScript?');
    expect(questionSignature('What is a closure in Python?')).not.toBe(bank);
    expect(questionSignature('What is not a closure in JavaScript?')).not.toBe(bank);
    expect(questionSignature('What is 2 + 2?')).not.toBe(questionSignature('What is 2 + 3?'));
  });
});
