import { DomHandler, DomUtils, Parser } from 'htmlparser2';
import type { TimeSlices } from '../../../lib/time-slice.ts';
import { isElement, type Element as XmlElement, type Node } from './html-pieces.ts';

export type { XmlElement };

/**
 * Elements nested deeper than this are no Moodle XML (its deepest is six): the file is refused
 * there. htmlparser2 keeps its open elements in an array it shifts, so each level costs the
 * depth; stopping at 50 keeps the parse linear in the file.
 */
export const maxXmlDepth = 50;
export const tooDeepMessage = `Elements are nested more than ${maxXmlDepth} deep here: this is not Moodle XML.`;

/** Characters handed to the parser at a time, between which the event loop may run. */
const chunkChars = 16 * 1024;

/** A DOM builder that notes where nesting first went past `maxXmlDepth`. */
class BoundedHandler extends DomHandler {
  depth = 0;
  tooDeepAt: number | null = null;
  xmlParser: Parser | null = null;
  override onopentag(name: string, attribs: Record<string, string>): void {
    if (++this.depth > maxXmlDepth && this.tooDeepAt === null)
      this.tooDeepAt = this.xmlParser?.startIndex ?? 0;
    super.onopentag(name, attribs);
  }
  override onclosetag(): void {
    this.depth--;
    super.onclosetag();
  }
}

export type XmlRead =
  { root: Node[]; tooDeepAt?: undefined } | { root?: undefined; tooDeepAt: number };

/**
 * The XML as a tree whose elements know where they start and end (`startIndex`, `endIndex`),
 * read a chunk at a time with the event loop handed back between chunks.
 */
export async function readXml(text: string, slices: TimeSlices): Promise<XmlRead> {
  const options = { xmlMode: true, withStartIndices: true, withEndIndices: true };
  // Not `null` for the callback: DomHandler would take null for its options.
  const handler = new BoundedHandler(undefined, options);
  const parser = new Parser(handler, options);
  handler.xmlParser = parser;
  for (let at = 0; at < text.length; at += chunkChars) {
    if (slices.due) await slices.pause();
    parser.write(text.slice(at, at + chunkChars));
    if (handler.tooDeepAt !== null) return { tooDeepAt: handler.tooDeepAt };
  }
  parser.end();
  return { root: handler.root.children };
}

/** The child elements named `name`. */
export const childrenNamed = (parent: { children: Node[] }, name: string): XmlElement[] =>
  parent.children.filter((c): c is XmlElement => isElement(c) && c.name === name);

export const childNamed = (parent: { children: Node[] }, name: string): XmlElement | undefined =>
  childrenNamed(parent, name)[0];

/** The text of an element: its text and CDATA, entities decoded. */
export const textOf = (element: XmlElement | undefined): string =>
  element ? DomUtils.textContent(element) : '';

/** The text of `<parent><name><text>…</text></name></parent>`, Moodle's usual shape. */
export const textIn = (parent: XmlElement, name: string): string =>
  textOf(childNamed(childNamed(parent, name) ?? { children: [] }, 'text'));

/** The line (from 1) an offset of the text is on: a binary search over the lines' starts. */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10 || (ch === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}
