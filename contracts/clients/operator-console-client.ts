import type { Consignment, ConsignmentScheduleRequest, Contact, ImportJobPage } from '../../src/types/spec.js';
import { call } from './http.js';

/**
 * The operator console's calls: consignments (whose bearer header is named Authentication,
 * source 5 rule 1), contacts and import jobs.
 * @example
 * const consignment = await new OperatorConsoleClient({ baseUrl, token }).cancelConsignment('CN-100200');
 */
export class OperatorConsoleClient {
  readonly #baseUrl: string;
  readonly #token: string;

  constructor(options: { readonly baseUrl: string; readonly token: string }) {
    this.#baseUrl = options.baseUrl;
    this.#token = options.token;
  }

  async cancelConsignment(consignmentNumber: string): Promise<Consignment> {
    return this.#ok(await call<Consignment>(`${this.#baseUrl}/api/v1/consignment/cancellation?consignmentNumber=${encodeURIComponent(consignmentNumber)}`, 'PUT', { Authentication: `Bearer ${this.#token}` }));
  }

  async scheduleConsignment(data: ConsignmentScheduleRequest['data']): Promise<void> {
    this.#ok(await call(`${this.#baseUrl}/api/v1/consignment`, 'PUT', { Authentication: `Bearer ${this.#token}` }, { data }));
  }

  async createContact(data: Contact): Promise<void> {
    this.#ok(await call(`${this.#baseUrl}/api/v1/contact`, 'POST', { Authorization: `Bearer ${this.#token}` }, { data }));
  }

  /** Source 4.6: paged by page and per_page; the count is `result`. */
  async listImportJobs(page: number, perPage: number): Promise<ImportJobPage> {
    return this.#ok(await call<ImportJobPage>(`${this.#baseUrl}/api/platform/v1/import-job?page=${page}&per_page=${perPage}`, 'GET', { Authorization: `Bearer ${this.#token}` }));
  }

  #ok<T>(answer: { status: number; body: T }): T {
    if (answer.status < 200 || answer.status >= 300) throw new Error(`status ${answer.status}`);
    return answer.body;
  }
}
