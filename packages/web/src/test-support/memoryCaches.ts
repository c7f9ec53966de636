// A stand-in for the browser's CacheStorage in tests of the service worker's modules, which are
// given their cache storage: each cache a map from a request's address to a copy of the answer.
// Only the methods the worker calls are here; a request is matched by its address alone, as
// `cache.match` does for the GET requests the worker keeps.

export const TEST_ORIGIN = "https://docs.example";

const addressOf = (request: RequestInfo | URL): string =>
  new URL(request instanceof Request ? request.url : request, TEST_ORIGIN).href;

class MemoryCache {
  readonly answers = new Map<string, Response>();

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.answers.get(addressOf(request))?.clone();
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    // The browser reads the body in; an answer whose body was read already is refused.
    if (response.bodyUsed) throw new TypeError("Response body is already used");
    this.answers.set(addressOf(request), new Response(await response.arrayBuffer(), response));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.answers.delete(addressOf(request));
  }

  async keys(): Promise<Request[]> {
    return [...this.answers.keys()].map((address) => new Request(address));
  }
}

export class MemoryCaches {
  readonly named = new Map<string, MemoryCache>();

  async open(name: string): Promise<MemoryCache> {
    let cache = this.named.get(name);
    if (!cache) this.named.set(name, (cache = new MemoryCache()));
    return cache;
  }

  /** The addresses kept in the cache `name`, sorted. */
  addresses(name: string): string[] {
    return [...(this.named.get(name)?.answers.keys() ?? [])].sort();
  }

  get storage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}
