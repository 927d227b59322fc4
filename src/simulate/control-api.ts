import { join } from 'node:path';
import { makeOrder } from '../../generators/order.js';
import { SCENARIO_NAMES, SCENARIOS, type Scenario, type ScenarioName } from '../../generators/scenarios.js';
import type { OrderFlow, ReturnFlow, ShipmentFlow } from '../../generators/order-flow.js';
import type { MockReply } from '../mock/exchange.js';
import { Router } from '../mock/router.js';
import { loadSpec } from '../spec/load-spec.js';
import { EMBEDDED_SPEC_DIR } from '../spec/spec-paths.js';
import type { SimulatedOrder, Simulator } from './simulator.js';
import type { WebhookDeliverer } from './webhook-delivery.js';

/** The control API's own spec (a separate document: it is the harness's, not the platform's). */
export const CONTROL_SPEC = join(EMBEDDED_SPEC_DIR, 'harness-control.yaml');
export const CONTROL_PREFIX = '/__harness/';

interface ControlRequest {
  readonly params: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly sim: Simulator;
  readonly deliverer: WebhookDeliverer;
}

const problem = (status: number, message: string): MockReply => ({ status, body: { message } });

const state = (id: string, flow: ShipmentFlow | ReturnFlow) => ({
  id,
  status: flow.progress.at(-1)?.status ?? null,
  statusLog: flow.progress.map((p) => p.status),
  next: flow.next ?? null,
});

const describeOrder = ({ flow, scenario }: SimulatedOrder) => ({
  customerOrderNumber: flow.order.customerOrderNumber,
  scenario,
  shipments: flow.shipments.map((s) => state(s.shipment.externalShipmentID, s)),
  returns: flow.returns.map((r) => state(r.ret.customerReturnNumber, r)),
});

const orders = (sim: Simulator) => [...sim.orders.values()].map(describeOrder);

/** The state `to` of the request body, if any. */
const target = (body: unknown): string | undefined => (typeof body === 'object' && body !== null && typeof (body as { to?: unknown }).to === 'string' ? (body as { to: string }).to : undefined);

/** Moves a flow one step, or on until it has entered `to`; refuses a `to` that is not ahead on its path. */
function advanceUntil(id: string, flow: ShipmentFlow | ReturnFlow, to: string | undefined, step: () => void): MockReply {
  const ahead: readonly string[] = flow.ahead;
  if (ahead.length === 0) return problem(409, `${id} has ended in ${String(flow.progress.at(-1)?.status)}; nothing is ahead`);
  if (to !== undefined && !ahead.includes(to)) return problem(409, `${id} does not reach ${to}: ahead on its path are ${ahead.join(', ')}`);
  do step();
  while (to !== undefined && flow.progress.at(-1)?.status !== to);
  return { status: 200, body: state(id, flow) };
}

/** The first shipment or return, across the orders, that `pick` finds, with the order flow it belongs to. */
function findFlow<T>(sim: Simulator, pick: (flow: OrderFlow) => T | undefined): { flow: OrderFlow; item: T } | undefined {
  for (const { flow } of sim.orders.values()) {
    const item = pick(flow);
    if (item) return { flow, item };
  }
  return undefined;
}

/** The control API by operationId of spec/harness-control.yaml. Adding an endpoint is adding a row there and here. */
const HANDLERS: Readonly<Record<string, (request: ControlRequest) => MockReply>> = {
  harnessListOrders: ({ sim }) => ({ status: 200, body: orders(sim) }),
  harnessAdvanceShipment: ({ params, body, sim }) => {
    const id = params['externalShipmentID'] ?? '';
    const found = findFlow(sim, (flow) => flow.shipments.find((s) => s.shipment.externalShipmentID === id));
    return found ? advanceUntil(id, found.item, target(body), () => sim.advance(found.flow, found.item)) : problem(404, `no shipment ${id}`);
  },
  harnessAdvanceReturn: ({ params, body, sim }) => {
    const id = params['customerReturnNumber'] ?? '';
    const found = findFlow(sim, (flow) => flow.returns.find((r) => r.ret.customerReturnNumber === id));
    return found ? advanceUntil(id, found.item, target(body), () => sim.advanceReturn(found.flow, found.item)) : problem(404, `no return ${id}`);
  },
  harnessRunScenario: ({ params, sim }) => {
    const name = params['scenario'] ?? '';
    if (!SCENARIO_NAMES.includes(name as ScenarioName)) return problem(404, `no scenario ${name}; known: ${SCENARIO_NAMES.join(', ')}`);
    const scenario = name as ScenarioName;
    const recipe: Scenario = SCENARIOS[scenario];
    return { status: 200, body: describeOrder(sim.submit(makeOrder(sim.gen, recipe.lines), scenario)) };
  },
  harnessTick: ({ sim }) => {
    sim.tick();
    return { status: 200, body: orders(sim) };
  },
  harnessReset: ({ sim }) => {
    sim.reset();
    return { status: 200, body: {} };
  },
  harnessDeliveries: ({ deliverer }) => ({ status: 200, body: { attempts: deliverer.attempts, undelivered: deliverer.undelivered() } }),
  harnessContacts: ({ sim }) => ({ status: 200, body: sim.contacts }),
  harnessViolations: ({ sim }) => ({ status: 200, body: sim.violations }),
};

/** Routes `/__harness/...` requests to their handler. */
export class ControlApi {
  readonly #router: Router;

  private constructor(router: Router) {
    this.#router = router;
  }

  static async load(): Promise<ControlApi> {
    return new ControlApi(new Router((await loadSpec(CONTROL_SPEC)).operations));
  }

  handle(method: string, path: string, body: unknown, sim: Simulator, deliverer: WebhookDeliverer): MockReply {
    const matched = this.#router.match(method, path);
    const handler = matched && HANDLERS[matched.operation.operationId];
    if (!matched || !handler) return problem(404, `no control endpoint ${method} ${path}; see spec/harness-control.yaml`);
    return handler({ params: matched.params, body, sim, deliverer });
  }
}
