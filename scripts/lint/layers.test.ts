import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';
import { layerRules } from './layers.js';

// The project's own rules (npm run lint), run on fixture files written into the folder they
// stand for: each rule must fail on a wrong import and pass a right one.
const fixtures: string[] = [];
afterAll(() => Promise.all(fixtures.map((f) => rm(f, { recursive: true, force: true }))));

async function fixture(filePath: string, code: string): Promise<string> {
  const file = filePath.replace(/(\.tsx?)$/, `.layer-fixture-${process.pid}$1`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, code);
  fixtures.push(file);
  return file;
}

/** The names of the rules the file breaks, as `npm run lint` would report them. */
async function broken(file: string): Promise<string[]> {
  const result = await cruise([file], {
    ruleSet: { forbidden: layerRules as IForbiddenRuleType[] },
    validate: true,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  const output = result.output as { summary: { violations: { rule: { name: string } }[] } };
  return output.summary.violations.map((v) => v.rule.name);
}

describe('the layer rules', () => {
  it.each([
    ['a component importing the app', 'src/components/x.tsx', "import '../app/routes.tsx';"],
    ['a component importing a page', 'src/components/x.tsx', "import '../pages/faqs-page.tsx';"],
    ['content importing a component', 'src/content/x.ts', "import '../components/nav-bar.tsx';"],
    [
      'a machine importing a feature',
      'src/machines/x.ts',
      "import '../features/candidate/candidate-http.ts';",
    ],
    ['a page importing the app', 'src/pages/x.tsx', "import '../app/routes.tsx';"],
    ['a service importing HTTP middleware', 'api/services/x.ts', "import '../http/errors.ts';"],
    [
      'the domain importing a service',
      'api/domain/x.ts',
      "import '../services/candidate-login.ts';",
    ],
    ['a route importing the app', 'api/routes/x.ts', "import '../app.ts';"],
  ])('refuses %s', async (_, filePath, code) => {
    expect(await broken(await fixture(filePath, code))).toContain(
      filePath.startsWith('src/') ? 'layer-browser' : 'layer-server',
    );
  });

  it.each([
    ['the browser importing the server', 'src/lib/x.ts', "import '../../api/config.ts';"],
    [
      'the server importing the browser',
      'api/services/x.ts',
      "import '../../src/content/faqs.ts';",
    ],
    ['shared importing the server', 'shared/x.ts', "import '../api/domain/errors.ts';"],
  ])('refuses %s', async (_, filePath, code) => {
    expect(await broken(await fixture(filePath, code))).toContain('sides-meet-in-shared');
  });

  it('refuses a feature importing another; its own rooms import each other', async () => {
    expect(
      await broken(
        await fixture('src/features/hr/board/x.ts', "import '../../candidate/use-interview.ts';"),
      ),
    ).toContain('no-cross-feature');
    expect(
      await broken(await fixture('src/features/hr/report/y.ts', "import '../kit/hr-http.ts';")),
    ).toEqual([]);
  });

  it.each([
    [
      'a page importing a feature',
      'src/pages/x.tsx',
      "import '../features/candidate/use-interview.ts';",
    ],
    ['a component importing shared', 'src/components/x.tsx', "import '../../shared/company.ts';"],
    ['a route importing a service', 'api/routes/x.ts', "import '../services/candidate-login.ts';"],
    ['a service importing the domain', 'api/services/x.ts', "import '../domain/errors.ts';"],
  ])('allows %s', async (_, filePath, code) => {
    expect(await broken(await fixture(filePath, code))).toEqual([]);
  });
});

describe('the cycle rule', () => {
  it('refuses two modules that import each other', async () => {
    const folder = `src/lib/cycle-fixture-${process.pid}`;
    fixtures.push(folder);
    await mkdir(folder, { recursive: true });
    await writeFile(`${folder}/a.ts`, "import { b } from './b.ts';\nexport const a = () => b();\n");
    await writeFile(`${folder}/b.ts`, "import { a } from './a.ts';\nexport const b = () => a;\n");
    expect(await broken(`${folder}/a.ts`)).toContain('no-cycle');
  });
});
