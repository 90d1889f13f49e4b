import type { ManifestFlag, ManifestNode } from '../../shared/contract/hr-practical.ts';

/** One entry of a zip's central directory, as stored for the reviewer. */
export interface ManifestEntry {
  /** As named in the archive (a directory ends with `/`). */
  name: string;
  size: number;
  compressedSize: number;
  encrypted: boolean;
}

/** A file declared this large is flagged `huge`. */
export const hugeEntryBytes = 10 * 1024 * 1024;
/** Over 1 MiB and compressed more than this many times: a decompression bomb's shape. */
export const bombRatio = 100;

const separator = /[/\\]/;

/** What the whole name says: an absolute path, a `..` step, a backslash, a control character. */
function isHostileName(name: string): boolean {
  return (
    /^([a-zA-Z]:|[/\\])/.test(name) ||
    name.split(separator).includes('..') ||
    name.includes('\\') ||
    // Every C0 and C1 control character: NUL, a newline or an escape in a name hides its real shape.
    /\p{Cc}/u.test(name)
  );
}

/** The flags of a file entry (a directory's come from its name only: `directoryFlags`). */
export function entryFlags(entry: ManifestEntry, segment: string): ManifestFlag[] {
  const flags = new Set<ManifestFlag>();
  if (segment === 'node_modules') flags.add('node-modules');
  if (segment.startsWith('.') && segment !== '..') flags.add('hidden');
  if (isHostileName(entry.name)) flags.add('hostile-name');
  if (entry.size > hugeEntryBytes) flags.add('huge');
  if (entry.size > 1024 * 1024 && entry.size > bombRatio * Math.max(1, entry.compressedSize))
    flags.add('high-ratio');
  if (entry.encrypted) flags.add('encrypted');
  return [...flags];
}

function directoryFlags(segment: string): ManifestFlag[] {
  if (segment === 'node_modules') return ['node-modules'];
  if (segment === '..') return ['hostile-name'];
  if (segment.startsWith('.')) return ['hidden'];
  return [];
}

interface Folder {
  node: ManifestNode;
  folders: Map<string, Folder>;
}

function folder(name: string, path: string): Folder {
  const node: ManifestNode = {
    name,
    path,
    kind: 'directory',
    size: 0,
    compressedSize: 0,
    fileCount: 0,
    flags: directoryFlags(name),
    children: [],
  };
  return { node, folders: new Map() };
}

function subfolder(parent: Folder, name: string): Folder {
  let found = parent.folders.get(name);
  if (!found) {
    found = folder(name, parent.node.path ? `${parent.node.path}/${name}` : name);
    parent.folders.set(name, found);
    parent.node.children.push(found.node);
  }
  return found;
}

/** Sums sizes and file counts up the tree and orders each level: directories first, then names. */
function settle(node: ManifestNode): void {
  if (node.kind === 'file') return;
  for (const child of node.children) {
    settle(child);
    node.size += child.size;
    node.compressedSize += child.compressedSize;
    node.fileCount += child.fileCount;
  }
  node.children.sort(
    (a, b) =>
      (a.kind === b.kind ? 0 : a.kind === 'directory' ? -1 : 1) ||
      a.name.localeCompare(b.name, 'en'),
  );
}

/**
 * The archive's entries as a tree for the reviewer: directories nested (also those only implied
 * by a file's path), each file with its declared sizes and flags. Backslashes count as separators
 * (some Windows tools write them), so the tree shows the structure the candidate meant; the name
 * is flagged `hostile-name` all the same. Empty steps and `.` are skipped; `..` is shown as is.
 */
export function buildManifestTree(entries: readonly ManifestEntry[]): ManifestNode[] {
  const root = folder('', '');
  for (const entry of entries) {
    const segments = entry.name.split(separator).filter((s) => s !== '' && s !== '.');
    const isDirectory = separator.test(entry.name.slice(-1));
    if (segments.length === 0) segments.push(entry.name || '(no name)');
    const last = segments.pop() ?? '';
    let parent = root;
    for (const segment of segments) parent = subfolder(parent, segment);
    if (isDirectory) {
      const { node } = subfolder(parent, last);
      if (isHostileName(entry.name) && !node.flags.includes('hostile-name'))
        node.flags.push('hostile-name');
      continue;
    }
    parent.node.children.push({
      name: last,
      path: parent.node.path ? `${parent.node.path}/${last}` : last,
      kind: 'file',
      size: entry.size,
      compressedSize: entry.compressedSize,
      fileCount: 1,
      flags: entryFlags(entry, last),
      children: [],
    });
  }
  settle(root.node);
  return root.node.children;
}
