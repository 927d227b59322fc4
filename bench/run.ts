import type { Comparison } from './measure.js';
import { generateMillion, generationThroughput } from './generate.js';
import { mockThroughput } from './mock.js';
import { deliveryThroughput, passThroughLatency } from './simulate.js';
import { verifyAgainstSimulator } from './verify.js';
import { validateStream, validationThroughput } from './validate.js';

/** `npm run bench`: every figure next to a baseline measured in the same run. Not part of `npm test`. */
const streamMb = Number(process.env['BENCH_STREAM_MB'] ?? 1024);
const generateCount = Number(process.env['BENCH_GENERATE_COUNT'] ?? 1_000_000);
const loadSeconds = Number(process.env['BENCH_LOAD_SECONDS'] ?? 10);
const only = process.env['BENCH_ONLY']?.split(',');
const runs = (part: string): boolean => only === undefined || only.includes(part);

const format = (n: number): string => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
function printComparisons(title: string, rows: readonly Comparison[]): void {
  console.log(`\n## ${title}\n`);
  console.log('| measure | ours | baseline | ratio |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.name} | ${format(r.ours)} ${r.unit} | ${r.baselineName}: ${format(r.baseline)} ${r.unit} | ${(r.ratio * 100).toFixed(1)}% |`);
}

console.log(`node ${process.version}, ${process.platform} ${process.arch}`);
if (runs('validate')) {
  printComparisons('Validation throughput (issue 2: ours keeps >= 90% of raw ajv on valid events)', await validationThroughput());
  const stream = await validateStream(streamMb);
  console.log(`\n## validate CLI streaming\n`);
  console.log(`${stream.documents.toLocaleString('en-US')} shipment events (${stream.megabytes} MB NDJSON) through \`validate\` on stdin: ${stream.seconds.toFixed(1)} s (${(stream.megabytes / stream.seconds).toFixed(1)} MB/s), peak RSS ${stream.peakRssMb.toFixed(0)} MB`);
}

if (runs('generate')) {
  const generation = await generationThroughput();
  printComparisons('Generation throughput (issue 3: at least 5x json-schema-faker)', [generation.comparison]);
  console.log(`valid against the spec: ours ${generation.oursValid}/${generation.sample}, json-schema-faker ${generation.jsfValid}/${generation.sample}`);
  const million = await generateMillion(generateCount);
  console.log(`\n## generate CLI streaming\n`);
  console.log(`${million.count.toLocaleString('en-US')} shipment events as NDJSON (${million.megabytes.toFixed(0)} MB): ${million.seconds.toFixed(1)} s (${Math.round(million.count / million.seconds).toLocaleString('en-US')} events/s), peak RSS ${million.peakRssMb.toFixed(0)} MB`);
}

if (runs('mock')) {
  const mock = await mockThroughput(loadSeconds);
  const [plain] = mock.figures;
  console.log(`\n## Mock server (issue 4), autocannon, 10 connections, ${loadSeconds} s each, GET the webhook listing\n`);
  console.log('| server | req/s | p99 ms | vs plain node:http |');
  console.log('|---|---|---|---|');
  for (const f of mock.figures) console.log(`| ${f.name} | ${format(f.requestsPerSecond)} | ${f.p99Ms} | ${((f.requestsPerSecond / (plain?.requestsPerSecond ?? NaN)) * 100).toFixed(1)}% |`);
  console.log(`\nCold start (served spec written, Prism answering): ${mock.coldStartSeconds.toFixed(1)} s`);
}

if (runs('simulate')) {
  const delivery = await deliveryThroughput(Number(process.env['BENCH_EVENTS'] ?? 5000));
  console.log(`\n## Simulator (issue 5)\n`);
  console.log(`| measure | ours | baseline | ratio |`);
  console.log('|---|---|---|---|');
  console.log(`| events delivered per second to one local consumer | ${format(delivery.ours)} | a plain loop of fetch POSTs: ${format(delivery.plain)} | ${((delivery.ours / delivery.plain) * 100).toFixed(1)}% |`);
  const latency = await passThroughLatency(loadSeconds);
  console.log(`| pass-through GET to Prism: req/s | front: ${format(latency.front.rps)} | Prism directly: ${format(latency.prism.rps)} | ${((latency.front.rps / latency.prism.rps) * 100).toFixed(1)}% |`);
  console.log(`| pass-through GET to Prism: p50 / p99 ms | front: ${latency.front.p50} / ${latency.front.p99} | Prism directly: ${latency.prism.p50} / ${latency.prism.p99} | |`);
}

if (runs('verify')) {
  const run = await verifyAgainstSimulator();
  console.log(`\n## verify (issue 6)\n`);
  console.log(`Full suite against the simulator (events included, --tick 50): ${run.checks} checks, ${run.requests} requests in ${run.seconds.toFixed(1)} s wall; the requests themselves took ${run.requestSeconds.toFixed(1)} s; wall / request time = ${(run.seconds / run.requestSeconds).toFixed(2)} (the rest is waiting for the target's clock, process start-up and the harness).`);
}
