import type { ImportJob } from '../src/types/spec.js';
import { Gen, MINUTES, utcMillis } from './gen.js';
import { observedValues } from './spec-values.js';

const jobTypes = observedValues('import-job', '/properties/jobType');
const statuses = observedValues('import-job', '/properties/status');

/** An import job (source 2.4). The optional counts and failed file are present on some jobs only. */
export function importJob(gen: Gen): ImportJob {
  const created = gen.advance(30, 1440);
  const person = gen.person();
  const file = `${gen.workspace.accountSlug}-products-${gen.code(6).toLowerCase()}.csv`;
  const job: ImportJob = {
    id: gen.faker.string.uuid(),
    jobType: gen.pick(jobTypes),
    channelId: String(gen.workspace.channelId),
    status: gen.pick(statuses),
    filePath: `https://files.${gen.workspace.accountSlug}.example/imports/${file}`,
    userName: person.name,
    userId: `USR-${gen.code(6)}`,
    createdAt: utcMillis(created),
    updatedAt: utcMillis(created + MINUTES(gen.int(1, 90))),
  };
  if (!gen.chance(0.6)) return job;
  const total = gen.int(10, 5000);
  const failures = gen.chance(0.3) ? gen.int(1, Math.ceil(total / 10)) : 0;
  return {
    ...job,
    successCount: String(total - failures),
    failureCount: String(failures),
    additionalDetails: `${total} rows read`,
    ...(failures > 0 ? { failedFilePath: `https://files.${gen.workspace.accountSlug}.example/imports/failed-${file}` } : {}),
  };
}
