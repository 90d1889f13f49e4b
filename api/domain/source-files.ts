import { hash } from 'node:crypto';

/**
 * Which files of a submission are compared with other submissions, and how their lines are
 * normalised (docs/decisions.md, "Similarity"). The rules are plain and stated so a reviewer
 * can tell why two submissions were listed, and why not.
 */

/** Why an entry was not read for the comparison. */
export type SkipReason =
  | 'vendored'
  | 'generated'
  | 'boilerplate'
  | 'binary'
  | 'too-large'
  | 'over-total'
  | 'too-many-files'
  | 'encrypted'
  | 'unreadable';

/** Shorter normalised lines (`}`, `return x;`, `</div>`) say nothing about who wrote them. */
export const minLineLength = 10;

// Other people's code, shipped along: never the candidate's work.
const vendoredDirectories = new Set(['node_modules', '.git', 'bower_components', 'vendor', '.svn']);
// Build output and caches: made by a tool from the sources that are compared anyway.
const generatedDirectories = new Set([
  'dist',
  'build',
  'coverage',
  '.next',
  '.nuxt',
  '.cache',
  '.angular',
  '__pycache__',
  'target',
]);
const generatedName = /\.(min\.(js|css)|map)$/i;
// Files every project of a stack has, identical from the same template or tool: sharing them
// says nothing. Lock files especially: two projects with the same dependencies share thousands
// of lines.
const boilerplateName =
  /^(package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lockb?|composer\.lock|poetry\.lock|pipfile\.lock|gemfile\.lock|cargo\.lock|go\.sum|(license|licence|copying|notice)(\.(md|txt))?|\.gitignore|\.gitattributes|\.npmrc|\.nvmrc|\.editorconfig|\.prettierrc(\.\w+)?|\.prettierignore|\.eslintignore|\.ds_store|thumbs\.db|favicon\.ico|robots\.txt|vite-env\.d\.ts|react-app-env\.d\.ts|setuptests\.[jt]s|reportwebvitals\.[jt]s|logo\.svg)$/i;
const binaryExtension =
  /\.(png|jpe?g|gif|webp|avif|bmp|ico|icns|tiff?|psd|pdf|docx?|xlsx?|pptx?|odt|zip|gz|tgz|bz2|xz|7z|rar|jar|war|class|exe|dll|so|dylib|o|a|wasm|pyc|woff2?|ttf|otf|eot|mp3|mp4|m4a|wav|ogg|webm|mov|avi|mkv|flac|sqlite3?|db|bin|dat|keystore|jks|apk|ipa)$/i;

/** Why an entry is left out by its name alone, or null when it is read. */
export function exclusionByName(path: string): SkipReason | null {
  const segments = path.split(/[/\\]/).filter(Boolean);
  const name = segments.at(-1) ?? '';
  const directories = segments.slice(0, -1);
  if (directories.some((d) => vendoredDirectories.has(d.toLowerCase()))) return 'vendored';
  if (directories.some((d) => generatedDirectories.has(d.toLowerCase()))) return 'generated';
  if (generatedName.test(name)) return 'generated';
  if (boilerplateName.test(name)) return 'boilerplate';
  if (binaryExtension.test(name)) return 'binary';
  return null;
}

/** Text files hold no NUL byte; nearly every binary format holds one early on. */
export function looksBinary(bytes: Buffer): boolean {
  return bytes.subarray(0, 8000).includes(0);
}

/**
 * One source line as compared: trimmed, runs of white space made one space, lower-cased; null
 * for a line shorter than `minLineLength` after that (blank lines included). Renaming nothing but
 * the indentation or the case of a copied line does not hide it.
 */
export function normaliseLine(line: string): string | null {
  const normal = line.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal.length >= minLineLength ? normal : null;
}

/** A line's 64-bit hash: the first 8 bytes of its SHA-256 (collisions are out of reach here). */
export function lineHash(normalLine: string): bigint {
  return BigInt(`0x${hash('sha256', normalLine).slice(0, 16)}`);
}

/** The hashes of a text's normalised lines, each once. */
export function sourceLineHashes(text: string): Set<bigint> {
  const hashes = new Set<bigint>();
  for (const line of text.split(/\r\n|\r|\n/)) {
    const normal = normaliseLine(line);
    if (normal !== null) hashes.add(lineHash(normal));
  }
  return hashes;
}
