/**
 * The line of a path inside a YAML file (`args[2].desc.de`), from the full parser's node ranges.
 * Only files with problems are parsed this way; a missing key points at its nearest parent.
 */
import { LineCounter, isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { pathSegments } from './problem.js';

export function lineOfPath(text: string, path: string): number | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, keepSourceTokens: false });
  let node: unknown = doc.contents;
  let line = node && (node as Node).range ? lineCounter.linePos((node as Node).range![0]).line : undefined;
  for (const segment of pathSegments(path)) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === segment);
      if (!pair) break;
      const key = pair.key as Node;
      if (key.range) line = lineCounter.linePos(key.range[0]).line;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment]) {
      node = node.items[segment];
      const range = (node as Node).range;
      if (range) line = lineCounter.linePos(range[0]).line;
    } else break;
  }
  return line;
}
