import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The project's own ESLint config, run on code written as if it lived in a given folder: each
// layer rule must fail on a wrong import and pass the right one.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const layerRule = 'import-x/no-restricted-paths';

describe('the layer rules', () => {
  it.each([
    [
      'a component importing the app',
      'src/components/x.tsx',
      "import { routes } from '../app/routes.tsx';",
    ],
    [
      'a component importing a page',
      'src/components/x.tsx',
      "import Page from '../pages/faqs-page.tsx';",
    ],
    [
      'content importing a component',
      'src/content/x.ts',
      "import { NavBar } from '../components/nav-bar.tsx';",
    ],
    [
      'a machine importing a feature',
      'src/machines/x.ts',
      "import { http } from '../features/candidate/candidate-http.ts';",
    ],
    ['a page importing the app', 'src/pages/x.tsx', "import { routes } from '../app/routes.tsx';"],
    [
      'the browser importing the server',
      'src/lib/x.ts',
      "import { loadConfig } from '../../api/config.ts';",
    ],
    [
      'the server importing the browser',
      'api/services/x.ts',
      "import { faqs } from '../../src/content/faqs.ts';",
    ],
    [
      'shared importing the server',
      'shared/x.ts',
      "import { fail } from '../api/domain/errors.ts';",
    ],
    [
      'a service importing HTTP middleware',
      'api/services/x.ts',
      "import { handleError } from '../http/errors.ts';",
    ],
    [
      'the domain importing a service',
      'api/domain/x.ts',
      "import { loginCandidate } from '../services/candidate-login.ts';",
    ],
    ['a route importing the app', 'api/routes/x.ts', "import { createApp } from '../app.ts';"],
  ])('refuses %s', async (_, filePath, code) => {
    expect(
      await ruleIds(
        filePath,
        `${code}\nexport const used = [${code.match(/import \{? ?(\w+)/)?.[1]}];\n`,
      ),
    ).toContain(layerRule);
  });

  it.each([
    [
      'a page importing a feature',
      'src/pages/x.tsx',
      "import { useInterview } from '../features/candidate/use-interview.ts';",
    ],
    [
      'a component importing shared',
      'src/components/x.tsx',
      "import { company } from '../../shared/company.ts';",
    ],
    [
      'a route importing a service',
      'api/routes/x.ts',
      "import { loginCandidate } from '../services/candidate-login.ts';",
    ],
    [
      'a service importing the domain',
      'api/services/x.ts',
      "import { fail } from '../domain/errors.ts';",
    ],
  ])('allows %s', async (_, filePath, code) => {
    expect(
      await ruleIds(
        filePath,
        `${code}\nexport const used = [${code.match(/import \{? ?(\w+)/)?.[1]}];\n`,
      ),
    ).not.toContain(layerRule);
  });
});

describe('the cycle rule', () => {
  // Two real files that import each other, in a folder of their own removed afterwards.
  const folder = path.join('src', 'lib', `lint-cycle-fixture-${process.pid}`);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('refuses two modules that import each other', async () => {
    await mkdir(folder, { recursive: true });
    const a = "import { b } from './b.ts';\nexport const a = () => b();\n";
    const b = "import { a } from './a.ts';\nexport const b = () => a;\n";
    await writeFile(path.join(folder, 'a.ts'), a);
    await writeFile(path.join(folder, 'b.ts'), b);
    expect(await ruleIds(path.join(folder, 'a.ts'), a)).toContain('import-x/no-cycle');
  });
});
