import type { Comparison } from './measure.js';
import { validateStream, validationThroughput } from './validate.js';

/** `npm run bench`: every figure next to a baseline measured in the same run. Not part of `npm test`. */
const streamMb = Number(process.env['BENCH_STREAM_MB'] ?? 1024);

const format = (n: number): string => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
function printComparisons(title: string, rows: readonly Comparison[]): void {
  console.log(`\n## ${title}\n`);
  console.log('| measure | ours | baseline | ratio |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${format(r.ours)} ${r.unit} | ${r.baselineName}: ${format(r.baseline)} ${r.unit} | ${(r.ratio * 100).toFixed(1)}% |`);
}

console.log(`node ${process.version}, ${process.platform} ${process.arch}`);
printComparisons('Validation throughput (issue 2: ours keeps >= 90% of raw ajv on valid events)', await validationThroughput());
const stream = await validateStream(streamMb);
console.log(`\n## validate CLI streaming\n`);
console.log(`${stream.documents.toLocaleString('en-US')} shipment events (${stream.megabytes} MB NDJSON) through \`validate\` on stdin: ${stream.seconds.toFixed(1)} s (${(stream.megabytes / stream.seconds).toFixed(1)} MB/s), peak RSS ${stream.peakRssMb.toFixed(0)} MB`);
