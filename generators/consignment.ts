import type { Consignment, ConsignmentScheduleRequest } from '../src/types/spec.js';
import { eventTime, Gen, MINUTES, timeOfDay, utcMillis } from './gen.js';
import { observedValues } from './spec-values.js';

const consignmentType = observedValues('consignment', '/properties/consignmentType');
const consignmentStatus = observedValues('consignment', '/properties/status');

/** An inward consignment record (source 2.1): goods arriving at a warehouse from a vendor. */
export function consignment(gen: Gen): Consignment {
  const created = gen.advance(60, 2880);
  const arrival = created + MINUTES(gen.int(2, 10) * 24 * 60);
  const shortage = gen.chance(0.2) ? gen.int(1, 12) : 0;
  return {
    id: gen.faker.string.uuid(),
    accountId: String(gen.workspace.accountId),
    consignmentNumber: `CN-${gen.int(100000, 999999)}`,
    refConsignmentNumber: `PO-${gen.int(10000, 99999)}`,
    refConsignmentDate: utcMillis(created - MINUTES(gen.int(1, 5) * 24 * 60)),
    consignmentType: gen.pick(consignmentType),
    fromPartyID: `VEND-${gen.code(6)}`,
    toPartyID: gen.warehouse().code,
    status: gen.pick(consignmentStatus),
    isPicked: gen.pick(['0', '1']),
    shortageQty: String(shortage),
    overageQty: String(shortage === 0 && gen.chance(0.1) ? gen.int(1, 6) : 0),
    wmsSync: gen.pick(['0', '1']),
    createdAt: utcMillis(created),
    updatedAt: utcMillis(created + MINUTES(gen.int(5, 600))),
    scheduledArivalFrom: utcMillis(arrival),
    scheduledArivalTo: utcMillis(arrival + MINUTES(gen.int(2, 6) * 60)),
    tcnstatus: gen.pick(['0', '1']),
  };
}

/** The body of a schedule call (source 4.2), in the documented forms (containersQty an integer, transportedBy a string). */
export function consignmentScheduleRequest(gen: Gen): ConsignmentScheduleRequest {
  const departure = gen.advance(60, 2880);
  const arrival = departure + MINUTES(gen.int(1, 4) * 24 * 60);
  const from = gen.int(8, 16);
  const courier = gen.courier();
  return {
    data: {
      consignmentNumber: `CN-${gen.int(100000, 999999)}`,
      refConsignmentNumber: `PO-${gen.int(10000, 99999)}`,
      scheduledArivalFrom: timeOfDay(from, gen.pick([0, 30])),
      scheduledArivalTo: timeOfDay(from + gen.int(1, 4), gen.pick([0, 30])),
      scheduledArrivalDate: eventTime(arrival),
      departureDate: eventTime(departure),
      isPicked: gen.pick(['0', '1']),
      containersQty: gen.int(1, 12),
      transportedBy: `${courier.name} ${courier.trackingID}`,
      documents: { invoiceNumber: `VINV-${gen.int(1000, 9999)}`, ewayBillNumber: gen.faker.string.numeric(12) },
    },
  };
}
