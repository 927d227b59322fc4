import type { Webhook, WebhookRegistrationRequest } from '../src/types/spec.js';
import { Gen, MINUTES, withOffset } from './gen.js';
import { observedValues } from './spec-values.js';

const observed = (field: string) => observedValues('webhook', `/properties/${field}`);

/** A webhook record (source 2.3), with the observed resource, event type, subtype, version and method. */
export function webhook(gen: Gen): Webhook {
  const created = gen.advance(60, 4320);
  return {
    id: gen.faker.string.uuid(),
    resource: gen.pick(observed('resource')),
    eventType: gen.pick(observed('eventType')),
    eventSubType: gen.pick(observed('eventSubType')),
    version: gen.pick(observed('version')),
    externalChannelID: gen.workspace.externalChannelID,
    webhookUrl: `https://hooks.${gen.workspace.accountSlug}.example/fulfillment/${gen.code(8).toLowerCase()}`,
    webhookMethod: gen.pick(observed('webhookMethod')),
    createdAt: withOffset(created),
    updatedAt: withOffset(created + MINUTES(gen.int(0, 600))),
  };
}

/** A registration body (the harness's shape: the webhook record's fields, under data). */
export function webhookRegistrationRequest(gen: Gen): WebhookRegistrationRequest {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = webhook(gen);
  return { data: fields };
}
