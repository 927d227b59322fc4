import { Readable } from 'node:stream';
import { expect, test } from 'vitest';
import { readDocuments, type ReadDocument } from '../../src/validate/read-documents.js';

async function read(text: string): Promise<ReadDocument[]> {
  const out: ReadDocument[] = [];
  for await (const doc of readDocuments(Readable.from([text]))) out.push(doc);
  return out;
}

test.each([
  { given: 'NDJSON', text: '{"a":1}\n[2]\n"x"\n', want: [{ line: 1, value: { a: 1 } }, { line: 2, value: [2] }, { line: 3, value: 'x' }] },
  { given: 'NDJSON with blank lines and CRLF', text: '\n1\r\n\r\n2\r\n', want: [{ line: 2, value: 1 }, { line: 4, value: 2 }] },
  { given: 'NDJSON without a final newline', text: '1\n2', want: [{ line: 1, value: 1 }, { line: 2, value: 2 }] },
  { given: 'a pretty-printed document', text: '\n{\n  "a": [\n    1\n  ]\n}\n', want: [{ line: 2, value: { a: [1] } }] },
  { given: 'a malformed NDJSON line', text: '1\n{oops\n3\n', want: [{ line: 1, value: 1 }, { line: 2, malformed: expect.any(String) }, { line: 3, value: 3 }] },
  { given: 'a malformed pretty document, error on its line 3', text: '{\n  "a": 1,\n  "b": ,\n}\n', want: [{ line: 3, malformed: expect.any(String) }] },
  { given: 'nothing', text: '\n\n', want: [] },
])('readDocuments: $given', async ({ text, want }) => {
  expect(await read(text)).toEqual(want);
});
