import type { SeedQuestion } from './seed-question.ts';
import { fence, md } from './markdown.ts';

export const gitQuestions: SeedQuestion[] = [
  {
    topic: 'Git',
    difficulty: 'easy',
    question: 'Which command creates a branch named `feature` and switches to it?',
    options: [
      '`git branch -d feature`',
      '`git switch -c feature`',
      '`git merge feature`',
      '`git stash push feature`',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Git',
    difficulty: 'easy',
    question:
      'A commit already pushed to the shared `main` branch brought in a bug. Which command undoes its changes without rewriting the history others have pulled?',
    options: [
      '`git reset --hard HEAD~1`, then `git push --force`',
      '`git revert <commit>`',
      '`git checkout <commit>`',
      '`git commit --amend`',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Git',
    difficulty: 'medium',
    question: md(
      'What do these commands leave?',
      fence(
        'bash',
        `
git add app.js
git commit -m "Add login"
git reset --soft HEAD~1
`,
      ),
    ),
    options: [
      'The commit is gone, and so are the changes to `app.js`',
      'The commit is gone; the changes to `app.js` are still staged',
      'The commit is gone; the changes to `app.js` are in the working tree, unstaged',
      'Nothing changes until the next `git push`',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Git',
    difficulty: 'medium',
    question: md(
      '`config.txt` holds `v1` in the last commit. What does the last command show for it?',
      fence(
        'bash',
        `
echo "v2" > config.txt
git add config.txt
echo "v3" > config.txt
git diff --staged
`,
      ),
    ),
    options: [
      '`v1` changed to `v3`',
      '`v1` changed to `v2`',
      '`v2` changed to `v3`',
      'Nothing: there is no commit to compare with',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Git',
    difficulty: 'medium',
    question: md(
      '`feature` was branched from `main` and has two commits of its own; `main` has not moved since. What does this leave?',
      fence(
        'bash',
        `
git switch main
git merge feature
`,
      ),
    ),
    options: [
      'A new merge commit on `main` with two parents',
      '`main` moved forward to the last commit of `feature`, with no new commit',
      'The two commits copied onto `main` with new hashes',
      'A conflict, since both branches changed',
    ],
    correctOptionIndex: 1,
  },
  {
    topic: 'Git',
    difficulty: 'hard',
    question: md(
      'The diagram shows a repository’s commits before these commands. What does the history look like after them?',
      fence(
        'bash',
        `
git switch feature
git rebase main
`,
      ),
    ),
    options: [
      'A–B–C–D′–E′: D and E are replayed on top of C as new commits, `feature` points to E′ and `main` still to C',
      'A–B–C–D–E: D and E keep their hashes, and `main` moves to E',
      'A new merge commit joins C and E; D and E keep their hashes',
      'A–B–D–E–C: C is moved after E on both branches',
    ],
    correctOptionIndex: 0,
    image: {
      file: 'diagram-4.png',
      alt: 'A git commit graph. Commits A, B and C follow one another on the branch main, and main points to C. The branch feature starts from B with two commits of its own, D and then E, and feature points to E. HEAD is on main.',
    },
  },
];
