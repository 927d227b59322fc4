import { once } from 'node:events';
import { startMockServer } from '../mock/mock-server.js';
import { UsageError } from '../spec/spec-error.js';
import { parseFaults } from '../simulate/faults.js';
import { EXIT, type ExitCode } from './exit-codes.js';

export interface MockCommandOptions {
  readonly port: string;
  readonly host: string;
  readonly dynamic?: boolean;
  readonly seed?: string;
  readonly token?: string;
  readonly spec?: string;
  readonly stateless?: boolean;
  readonly tick?: string;
  readonly webhookSecret?: string;
  readonly fault?: string;
}

/** `mock`: serves the whole API from the spec until SIGINT or SIGTERM, then stops everything it started. */
export async function mockCommand(options: MockCommandOptions): Promise<ExitCode> {
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`mock: --port must be a port number, not "${options.port}"`);
  if (options.seed !== undefined && !/^\d+$/.test(options.seed)) throw new UsageError(`mock: --seed must be a whole number, not "${options.seed}"`);
  if (options.tick !== undefined && !/^\d+$/.test(options.tick)) throw new UsageError(`mock: --tick must be milliseconds (a whole number; 0 moves shipments only on demand), not "${options.tick}"`);
  const log = (line: string) => process.stdout.write(line + '\n');
  // Listen for signals before anything starts, so a Ctrl-C during start-up still stops what was started.
  const stopRequested = Promise.race([once(process, 'SIGINT'), once(process, 'SIGTERM')]);
  const mock = await startMockServer({
    port,
    host: options.host,
    dynamic: options.dynamic === true,
    log,
    ...(options.seed === undefined ? {} : { seed: Number(options.seed) }),
    ...(options.token === undefined ? {} : { token: options.token }),
    ...(options.spec === undefined ? {} : { spec: options.spec }),
    ...(options.stateless ? { stateless: true } : {}),
    ...(options.tick === undefined ? {} : { tickMs: Number(options.tick) }),
    ...(options.webhookSecret === undefined ? {} : { webhookSecret: options.webhookSecret }),
    ...(options.fault === undefined ? {} : { faults: parseFaults(options.fault, 'mock') }),
  });
  const mode = mock.simulator ? `simulator (control API ${mock.url}/__harness/, seed ${mock.seed})` : options.dynamic ? `dynamic data (seed ${mock.seed})` : 'fixtures';
  log(`Mock server ready on ${mock.url}: ${mock.operations} operations, ${mode}, Prism pid ${mock.prism.pid} on ${mock.prism.url}. Ctrl-C stops it.`);
  await stopRequested;
  log('Stopping...');
  await mock.close();
  return EXIT.ok;
}
