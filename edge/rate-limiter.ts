/**
 * Requests per rolling window per client, in the isolate's memory (best effort, docs/api.md,
 * "Rate limit"). Each client keeps one counter per second of the window, so memory per client is
 * fixed whatever the limit, and the number of clients is capped: past the cap, the client
 * seen least recently is forgotten.
 */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until a request would be allowed again (only when not allowed). */
  retryAfter: number;
}

interface Client {
  seconds: Float64Array;
  counts: Uint32Array;
}

export class RateLimiter {
  private readonly clients = new Map<string, Client>();

  constructor(
    readonly limit: number,
    readonly windowSeconds = 60,
    readonly maxClients = 10_000,
  ) {}

  get trackedClients(): number {
    return this.clients.size;
  }

  /** Counts a request and says whether it is within the limit. */
  hit(key: string, nowMs: number): RateDecision {
    const now = Math.floor(nowMs / 1000);
    const client = this.touch(key);
    const used = this.used(client, now);
    if (used >= this.limit) return { allowed: false, limit: this.limit, remaining: 0, retryAfter: this.retryAfter(client, now) };
    const slot = now % this.windowSeconds;
    if (client.seconds[slot] !== now) {
      client.seconds[slot] = now;
      client.counts[slot] = 0;
    }
    client.counts[slot]! += 1;
    return { allowed: true, limit: this.limit, remaining: this.limit - used - 1, retryAfter: 0 };
  }

  /** The state without counting a request (for preflights). */
  peek(key: string, nowMs: number): RateDecision {
    const client = this.clients.get(key);
    const used = client ? this.used(client, Math.floor(nowMs / 1000)) : 0;
    return { allowed: used < this.limit, limit: this.limit, remaining: Math.max(0, this.limit - used), retryAfter: 0 };
  }

  private touch(key: string): Client {
    let client = this.clients.get(key);
    if (client) {
      this.clients.delete(key);
    } else {
      client = { seconds: new Float64Array(this.windowSeconds).fill(-Infinity), counts: new Uint32Array(this.windowSeconds) };
      if (this.clients.size >= this.maxClients) this.clients.delete(this.clients.keys().next().value!);
    }
    this.clients.set(key, client);
    return client;
  }

  private used(client: Client, now: number): number {
    let used = 0;
    for (let i = 0; i < this.windowSeconds; i++) if (now - client.seconds[i]! < this.windowSeconds) used += client.counts[i]!;
    return used;
  }

  /** Seconds until enough of the window's oldest requests expire to let one more through. */
  private retryAfter(client: Client, now: number): number {
    const live = [...client.seconds.keys()]
      .filter((i) => now - client.seconds[i]! < this.windowSeconds)
      .sort((a, b) => client.seconds[a]! - client.seconds[b]!);
    let used = this.used(client, now);
    for (const i of live) {
      used -= client.counts[i]!;
      if (used < this.limit) return Math.max(1, client.seconds[i]! + this.windowSeconds - now);
    }
    return this.windowSeconds;
  }
}
