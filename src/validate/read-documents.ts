import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/** One document read from a JSON or NDJSON input, or the reason it could not be parsed. */
export type ReadDocument =
  | { readonly line: number; readonly value: unknown; readonly malformed?: undefined }
  | { readonly line: number; readonly malformed: string };

/**
 * Reads documents from a file or stream, one at a time, in bounded memory.
 * NDJSON (one document a line) when the first non-blank line is a whole JSON value;
 * otherwise the input is one JSON document (for example pretty-printed) and is read whole.
 */
export async function* readDocuments(input: Readable): AsyncGenerator<ReadDocument> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  let lineNumber = 0;
  let whole: string[] | undefined;
  let firstLine = 0;
  for await (const line of lines) {
    lineNumber++;
    if (whole) {
      whole.push(line);
      continue;
    }
    if (line.trim() === '') continue;
    const parsed = parse(line);
    if (firstLine === 0 && 'malformed' in parsed) {
      // Not a document on its own line: treat the whole input as one document.
      firstLine = lineNumber;
      whole = [line];
      continue;
    }
    firstLine ||= lineNumber;
    yield { line: lineNumber, ...parsed };
  }
  if (whole) {
    const parsed = parse(whole.join('\n'));
    yield { line: 'malformed' in parsed ? firstLine + errorLine(whole) - 1 : firstLine, ...parsed };
  }
}

/**
 * The line (1-based) of a JSON syntax error, which JSON.parse does not always give: the
 * first line whose prefix fails for another reason than running out of input.
 */
function errorLine(lines: readonly string[]): number {
  const failsHere = (count: number): boolean => {
    const text = lines.slice(0, count).join('\n');
    const parsed = parse(text);
    if (!('malformed' in parsed)) return false;
    // A prefix cut short fails at its very end (or says so); a real error fails before it.
    const position = /at position (\d+)/.exec(parsed.malformed)?.[1];
    return position === undefined ? !/end of JSON input/i.test(parsed.malformed) : Number(position) < text.length;
  };
  let [low, high] = [1, lines.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (failsHere(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

function parse(text: string): { value: unknown } | { malformed: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (err) {
    return { malformed: (err as Error).message };
  }
}

/** Opens a path for reading, `-` meaning standard input; the stream errors if the file is unreadable. */
export function openInput(path: string): Readable {
  return path === '-' ? process.stdin : createReadStream(path);
}
