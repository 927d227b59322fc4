import type { Operation } from '../spec/load-spec.js';

/** Finds the operation of a request from the spec's path templates (`/client-webhook/{id}`). */
export class Router {
  readonly #routes: ReadonlyArray<{ readonly operation: Operation; readonly pattern: RegExp; readonly names: readonly string[] }>;

  constructor(operations: readonly Operation[]) {
    // Literal paths before templated ones, so /products/{sku} never shadows a literal sibling.
    this.#routes = [...operations]
      .sort((a, b) => a.path.split('{').length - b.path.split('{').length)
      .map((operation) => {
        const names: string[] = [];
        const source = operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name: string) => {
          names.push(name);
          return '([^/]+)';
        });
        return { operation, pattern: new RegExp(`^${source}/?$`), names };
      });
  }

  /** The operation and its path parameters, or `undefined` when no path or method matches. */
  match(method: string, path: string): { operation: Operation; params: Record<string, string> } | undefined {
    for (const route of this.#routes) {
      if (route.operation.method !== method.toLowerCase()) continue;
      const found = route.pattern.exec(path);
      if (!found) continue;
      return { operation: route.operation, params: Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')])) };
    }
    return undefined;
  }
}
