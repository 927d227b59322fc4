import type { CancelOrderRequest, InvoiceDetail, OrderRequest, Product, ProductRequest, ReturnRequest, Webhook, WebhookPage } from '../../src/types/spec.js';
import { call } from './http.js';

export interface SalesChannelOptions {
  /** The workspace host ({base_url}). */
  readonly baseUrl: string;
  /** The warehouse-management host ({wms_url}). */
  readonly wmsUrl: string;
  /** The OAuth access token of the private app (source 5 rule 2). */
  readonly token: string;
}

/**
 * The private sales-channel app's calls (source 4.7): what the consumer pacts record. Products
 * and webhooks on the workspace host, orders, invoices, cancellations and returns on the WMS host.
 * @example
 * const app = new SalesChannelClient({ baseUrl, wmsUrl, token });
 * const found = await app.getProduct('TSHIRT-BLU-M'); // { found: false, message: 'Failed ...' } when unknown
 */
export class SalesChannelClient {
  readonly #options: SalesChannelOptions;

  constructor(options: SalesChannelOptions) {
    this.#options = options;
  }

  get #auth(): Record<string, string> {
    return { Authorization: `Bearer ${this.#options.token}` };
  }

  /** Source 4.7 rule 1: an unknown SKU is told by a message that begins with "Failed". */
  async getProduct(sku: string): Promise<{ found: true; product: Product } | { found: false; message: string }> {
    const answer = await call<Product & { message?: string }>(`${this.#options.baseUrl}/product-engine/api/v1/products/${encodeURIComponent(sku)}`, 'GET', this.#auth);
    if (answer.status === 200) return { found: true, product: answer.body };
    return { found: false, message: String(answer.body.message ?? `status ${answer.status}`) };
  }

  /** Source 4.7 rule 2: missing mandatory data gives a draft, not an error. */
  async createProduct(data: ProductRequest['data']): Promise<Product> {
    return (await this.#expect200<Product>(`${this.#options.baseUrl}/product-engine/api/v1/products`, 'POST', { data })).body;
  }

  async listProductOnChannel(sku: string): Promise<void> {
    await this.#expect200(`${this.#options.baseUrl}/product-engine/api/v2/productListing`, 'POST', { data: { sku } });
  }

  async registerWebhook(webhookUrl: string): Promise<void> {
    await this.#expect200(`${this.#options.baseUrl}/api/v1/webhook`, 'POST', { data: { webhookUrl } });
  }

  /** Source 4.4: `total` is a string; the app reads it as a number. */
  async listWebhooks(): Promise<{ total: number; webhooks: Webhook[] }> {
    const page = (await this.#expect200<WebhookPage>(`${this.#options.baseUrl}/api/platform/v1/client-webhook`, 'GET')).body;
    return { total: Number.parseInt(page.total, 10), webhooks: page.data };
  }

  async getWebhook(id: string): Promise<Webhook> {
    return (await this.#expect200<Webhook>(`${this.#options.baseUrl}/api/platform/v1/client-webhook/${encodeURIComponent(id)}`, 'GET')).body;
  }

  async submitOrder(data: OrderRequest['data']): Promise<void> {
    await this.#expect200(`${this.#options.wmsUrl}/api/order`, 'POST', { data });
  }

  async getInvoiceDetail(customerOrderNumber: string): Promise<InvoiceDetail> {
    return (await this.#expect200<InvoiceDetail>(`${this.#options.wmsUrl}/api/invoice-detail/${encodeURIComponent(customerOrderNumber)}`, 'GET')).body;
  }

  async getInvoicePdf(customerOrderNumber: string): Promise<Buffer> {
    return (await this.#expect200<Buffer>(`${this.#options.wmsUrl}/api/fetchInvoicePDF/${encodeURIComponent(customerOrderNumber)}`, 'GET')).body;
  }

  /** Source 3, 8: accepted only before the shipment is packed; a refusal comes back with its message. */
  async cancelOrder(data: CancelOrderRequest['data']): Promise<{ accepted: true } | { accepted: false; message: string }> {
    const answer = await call<{ message?: string }>(`${this.#options.wmsUrl}/api/cancel-order`, 'POST', this.#auth, { data });
    return answer.status >= 200 && answer.status < 300 ? { accepted: true } : { accepted: false, message: String(answer.body.message ?? `status ${answer.status}`) };
  }

  async createReturn(data: ReturnRequest['data']): Promise<void> {
    await this.#expect200(`${this.#options.wmsUrl}/api/return`, 'POST', { data });
  }

  async #expect200<T>(url: string, method: string, body?: unknown) {
    const answer = await call<T>(url, method, this.#auth, body);
    if (answer.status < 200 || answer.status >= 300) throw new Error(`${method} ${url}: ${answer.status}`);
    return answer;
  }
}
