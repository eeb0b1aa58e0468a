/**
 * A weight per document id, for one search at a time: the ranking fills it for every query word,
 * and a common word matches hundreds of documents, so it lives in one typed array per index that
 * is cleared by the ids it touched, not in a new Map per word (which made the garbage collector
 * run once every thirty or so multi-word queries).
 */
export class Weights {
  private readonly values: Float64Array;
  private readonly touched: Int32Array;
  private count = 0;

  constructor(documents: number) {
    this.values = new Float64Array(documents);
    this.touched = new Int32Array(documents);
  }

  get size(): number {
    return this.count;
  }

  get(id: number): number {
    return this.values[id]!;
  }

  /** Keeps the larger of the current weight and `value` (weights are positive). */
  raise(id: number, value: number): void {
    const current = this.values[id]!;
    if (current === 0) this.touched[this.count++] = id;
    if (current < value) this.values[id] = value;
  }

  add(id: number, value: number): void {
    if (this.values[id] === 0) this.touched[this.count++] = id;
    this.values[id] = this.values[id]! + value;
  }

  /** Sets the weight of an id already held. */
  set(id: number, value: number): void {
    this.values[id] = value;
  }

  /** The ids held, in the order first touched. */
  ids(): Int32Array {
    return this.touched.subarray(0, this.count);
  }

  clear(): this {
    for (let i = 0; i < this.count; i++) this.values[this.touched[i]!] = 0;
    this.count = 0;
    return this;
  }
}
