import type { ManifestFlag, ManifestNode } from '../../../../shared/contract/hr-practical.ts';
import { byteSize } from '../kit/byte-size.ts';

/** Each flag in words, and whether it is only worth a look (warning) or a risk (danger). */
const flagWords: Record<ManifestFlag, { text: string; tone: 'warning' | 'danger' }> = {
  'node-modules': { text: 'node_modules', tone: 'warning' },
  hidden: { text: 'hidden', tone: 'warning' },
  'hostile-name': { text: 'unsafe name', tone: 'danger' },
  huge: { text: 'huge', tone: 'warning' },
  'high-ratio': { text: 'compressed over 100×', tone: 'danger' },
  encrypted: { text: 'encrypted', tone: 'danger' },
};

function Flags({ flags }: { flags: ManifestFlag[] }) {
  return flags.map((flag) => (
    <span key={flag} className={`hr-badge hr-badge--${flagWords[flag].tone}`}>
      {flagWords[flag].text}
    </span>
  ));
}

const files = (n: number) => (n === 1 ? '1 file' : `${n} files`);

function TreeItem({ node, depth }: { node: ManifestNode; depth: number }) {
  const size = (
    <span className="hr-muted">
      {node.kind === 'directory' ? `${files(node.fileCount)}, ` : ''}
      {byteSize(node.size)}
      {node.compressedSize !== node.size && `, ${byteSize(node.compressedSize)} compressed`}
    </span>
  );
  if (node.kind === 'file')
    return (
      <li>
        <span className="hr-code">{node.name}</span> {size} <Flags flags={node.flags} />
      </li>
    );
  // The top level is open; what others wrote (node_modules) and deeper levels start closed.
  const open = depth === 0 && !node.flags.includes('node-modules');
  return (
    <li>
      <details open={open}>
        <summary>
          <span className="hr-code">{node.name}/</span> {size} <Flags flags={node.flags} />
        </summary>
        <ul>
          {node.children.map((child, i) => (
            <TreeItem key={`${i}-${child.name}`} node={child} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * The archive's files as its directory declares them, nested by folder: a list of lists, each
 * folder a native disclosure (`<details>`), so a keyboard and a screen reader open and close it
 * as any other. Sizes are the uncompressed ones, with the compressed size where it differs.
 */
export function ManifestTree({
  tree,
  entriesOmitted,
}: {
  tree: ManifestNode[];
  entriesOmitted: number;
}) {
  return (
    <>
      <ul className="hr-tree" aria-label="Files in the archive">
        {tree.map((node, i) => (
          <TreeItem key={`${i}-${node.name}`} node={node} depth={0} />
        ))}
      </ul>
      {entriesOmitted > 0 && (
        <p className="hr-muted">
          And {entriesOmitted} more entries, not listed (the tree keeps the first 5,000).
        </p>
      )}
    </>
  );
}
