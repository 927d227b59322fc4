import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import type { ConsumerVersionSelector } from '@pact-foundation/pact-core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../spec/spec-error.js';
import { EventSession, type ReceivedEvent } from '../verify/event-session.js';
import { deliveredOrder, PROVIDER_STATES, submitOrder, type ProviderAccess } from './provider-states.js';

export const PROVIDERS = ['fulfillment-platform', 'fulfillment-wms', 'fulfillment-platform-events'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

export interface PactVerifyOptions extends ProviderAccess {
  /** Which implementation host answers the provider's pacts: --provider-base-url. */
  readonly provider: ProviderName;
  readonly pactDir: string | undefined;
  readonly statesSetupUrl: string | undefined;
  readonly broker: { readonly url: string; readonly token?: string; readonly publish: boolean; readonly providerVersion?: string; readonly selectors?: ConsumerVersionSelector[] } | undefined;
  /** For the events provider: where the harness receives the events it drives the provider to send. */
  readonly listen: string;
  readonly callbackUrl: string;
}

type Json = Record<string, unknown>;
const isJson = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The committed pacts of a provider in a folder. */
export function pactFiles(dir: string, provider: ProviderName): string[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => join(dir, f));
  return files.filter((file) => {
    const pact: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isJson(pact) && isJson(pact['provider']) && pact['provider']['name'] === provider;
  });
}

/** A shipment event of an order in a given status. */
const shipment = (order: string, status: string) => (e: ReceivedEvent) => e.kind === 'shipment' && isJson(e.body) && e.body['customerOrderNumber'] === order && e.body['status'] === status;

/**
 * How to make the provider send each message of the events pact (source 6): the flow to drive
 * and the event to wait for. The SKU prefixes are the simulator's triggers (README).
 */
const MESSAGES: ReadonlyArray<{ readonly pattern: RegExp; readonly drive: (access: ProviderAccess, events: EventSession, match: RegExpExecArray) => Promise<unknown> }> = [
  {
    pattern: /^a channel inventory update$/,
    drive: async (access, events) => {
      await submitOrder(access);
      return waitFor(events, (e) => e.kind === 'inventory', access.waitMs, 'a channel inventory update');
    },
  },
  {
    pattern: /^a shipment event: cancelled by the service/,
    drive: async (access, events) => waitFor(events, shipment(await submitOrder(access, 'OOS-'), 'cancelled'), access.waitMs, 'a shipment cancelled by the service'),
  },
  { pattern: /^a shipment event: rto$/, drive: async (access, events) => waitFor(events, shipment(await submitOrder(access, 'RTO-'), 'rto'), access.waitMs, 'an rto shipment event') },
  { pattern: /^a shipment event: (\w+)$/, drive: async (access, events, [, status = '']) => waitFor(events, shipment(await submitOrder(access), status), access.waitMs, `a ${status} shipment event`) },
  {
    pattern: /^a return event: (\w+)$/,
    drive: async (access, events, [, status = '']) => {
      const order = await deliveredOrder(access);
      await fetch(`${access.wmsUrl}/api/return`, { method: 'POST', headers: { Authorization: `Bearer ${access.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ data: { customerOrderNumber: order } }) });
      return waitFor(events, (e) => e.kind === 'return' && isJson(e.body) && e.body['customerOrderNumber'] === order && e.body['status'] === status, access.waitMs, `a ${status} return event`);
    },
  },
];

async function waitFor(events: EventSession, found: (e: ReceivedEvent) => boolean, ms: number, what: string): Promise<unknown> {
  if (!(await events.waitFor(found, ms))) throw new Error(`the provider sent no ${what} within ${ms} ms`);
  return events.events.find(found)?.body;
}

/**
 * Verifies the consumer pacts of one provider against a running implementation with the real
 * Pact verifier. Provider states go to --provider-states-setup-url when given, else to the
 * harness's set-ups through the API; message pacts are verified by driving the implementation
 * (a receiver registered as webhook, the flow run) and returning the event it sent.
 */
export async function verifyPacts(options: PactVerifyOptions): Promise<void> {
  const pactUrls = options.pactDir ? pactFiles(options.pactDir, options.provider) : [];
  if (!options.broker && pactUrls.length === 0) throw new UsageError(`pact verify: no pact for provider ${options.provider} in ${options.pactDir}`);
  const stateHandlers: Record<string, () => Promise<Json | undefined>> = Object.fromEntries(
    pactUrls.flatMap((file) => states(file)).map((state): [string, () => Promise<Json | undefined>] => {
      const row = PROVIDER_STATES.find((r) => r.pattern.test(state));
      const handler = async (): Promise<Json | undefined> => {
        const match = row?.pattern.exec(state);
        if (!row || !match) throw new Error(`no set-up for provider state "${state}"; pass --provider-states-setup-url`);
        return row.setup(options, match);
      };
      return [state, handler];
    }),
  );
  const broker = options.broker
    ? {
        pactBrokerUrl: options.broker.url,
        publishVerificationResult: options.broker.publish,
        ...(options.broker.token === undefined ? {} : { pactBrokerToken: options.broker.token }),
        ...(options.broker.providerVersion === undefined ? {} : { providerVersion: options.broker.providerVersion }),
        ...(options.broker.selectors === undefined ? {} : { consumerVersionSelectors: options.broker.selectors }),
      }
    : {};
  const common = { provider: options.provider, logLevel: 'warn' as const, ...(pactUrls.length ? { pactUrls } : {}), ...broker };
  const setup = options.statesSetupUrl ? { providerStatesSetupUrl: options.statesSetupUrl } : { stateHandlers };
  if (options.provider !== 'fulfillment-platform-events') {
    // Pacts hold the consumer's example token: send this run's, in whichever header the pact uses.
    const requestFilter: NonNullable<VerifierOptions['requestFilter']> = (req, _res, next) => {
      for (const name of ['authorization', 'authentication']) if (req.headers[name]) req.headers[name] = `Bearer ${options.token}`;
      next();
    };
    const providerBaseUrl = options.provider === 'fulfillment-wms' ? options.wmsUrl : options.baseUrl;
    await new Verifier({ ...common, ...setup, providerBaseUrl, requestFilter }).verifyProvider();
    return;
  }
  const events = await EventSession.start(options.listen, options.callbackUrl);
  try {
    await fetch(`${options.baseUrl}/api/v1/webhook`, { method: 'POST', headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ data: { webhookUrl: options.callbackUrl } }) });
    const messageProviders = Object.fromEntries(
      pactUrls.flatMap((file) => descriptions(file)).map((description) => {
        const row = MESSAGES.find((m) => m.pattern.test(description));
        return [description, async () => {
          const match = row?.pattern.exec(description);
          if (!row || !match) throw new Error(`no way to make the provider send "${description}"`);
          return row.drive(options, events, match);
        }];
      }),
    );
    await new Verifier({ ...common, messageProviders, stateHandlers: Object.fromEntries(Object.keys(stateHandlers).map((s) => [s, async () => undefined])) }).verifyProvider();
  } finally {
    await events.close();
  }
}

function interactions(file: string): Json[] {
  const pact: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return isJson(pact) && Array.isArray(pact['interactions']) ? pact['interactions'].filter(isJson) : [];
}
const states = (file: string): string[] => interactions(file).flatMap((i) => (Array.isArray(i['providerStates']) ? i['providerStates'].filter(isJson).map((s) => String(s['name'])) : []));
const descriptions = (file: string): string[] => interactions(file).map((i) => String(i['description']));
