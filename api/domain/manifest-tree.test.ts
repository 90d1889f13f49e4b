import { describe, expect, it } from 'vitest';
import type { ManifestNode } from '../../shared/contract/hr-practical.ts';
import { buildManifestTree, type ManifestEntry } from './manifest-tree.ts';

const file = (name: string, size = 10, compressedSize = size): ManifestEntry => ({
  name,
  size,
  compressedSize,
  encrypted: false,
});

/** The tree as "path (size) [flags]" lines, depth by indentation: easy to read in a test. */
function outline(nodes: ManifestNode[], depth = 0): string[] {
  return nodes.flatMap((n) => [
    `${'  '.repeat(depth)}${n.name}${n.kind === 'directory' ? '/' : ''} ${n.size}${n.flags.length ? ` [${n.flags.join(',')}]` : ''}`,
    ...outline(n.children, depth + 1),
  ]);
}

describe('buildManifestTree', () => {
  it('nests files under their directories, implied or listed, directories first and sums sizes', () => {
    const tree = buildManifestTree([
      file('app/src/index.js', 100, 40),
      file('app/README.md', 20),
      file('app/'),
      file('app/src/util/'),
      file('LICENSE', 5),
    ]);
    expect(outline(tree)).toEqual([
      'app/ 120',
      '  src/ 100',
      '    util/ 0',
      '    index.js 100',
      '  README.md 20',
      'LICENSE 5',
    ]);
    const [app] = tree;
    expect(app).toMatchObject({ path: 'app', fileCount: 2, compressedSize: 60 });
    expect(app?.children[0]?.children[1]).toMatchObject({
      path: 'app/src/index.js',
      kind: 'file',
      compressedSize: 40,
      fileCount: 1,
    });
  });

  it('flags node_modules, hidden names, hostile names, huge files and bomb-like ratios', () => {
    const tree = buildManifestTree([
      file('node_modules/left-pad/index.js'),
      file('.env'),
      file('../../etc/passwd'),
      file('C:/Windows/evil.dll'),
      file('src\\main.c'),
      file('big.bin', 20 * 1024 * 1024, 19 * 1024 * 1024),
      file('bomb.txt', 200 * 1024 * 1024, 200 * 1024),
      { ...file('secret.txt'), encrypted: true },
    ]);
    const flagsOf = (path: string) => {
      const find = (nodes: ManifestNode[]): ManifestNode | undefined =>
        nodes.find((n) => n.path === path) ?? find(nodes.flatMap((n) => n.children));
      return find(tree)?.flags;
    };
    expect(flagsOf('node_modules')).toEqual(['node-modules']);
    expect(flagsOf('node_modules/left-pad/index.js')).toEqual([]);
    expect(flagsOf('.env')).toEqual(['hidden']);
    expect(flagsOf('..')).toEqual(['hostile-name']);
    expect(flagsOf('../../etc/passwd')).toEqual(['hostile-name']);
    expect(flagsOf('C:/Windows/evil.dll')).toEqual(['hostile-name']);
    // A backslash is shown as a separator, and flagged.
    expect(flagsOf('src/main.c')).toEqual(['hostile-name']);
    expect(flagsOf('big.bin')).toEqual(['huge']);
    expect(flagsOf('bomb.txt')).toEqual(['huge', 'high-ratio']);
    expect(flagsOf('secret.txt')).toEqual(['encrypted']);
  });

  it('keeps an entry that names nothing but separators, and two entries of one name', () => {
    const tree = buildManifestTree([file('/'), file('a.txt'), file('a.txt')]);
    expect(outline(tree)).toEqual(['// 0 [hostile-name]', 'a.txt 10', 'a.txt 10']);
  });
});
