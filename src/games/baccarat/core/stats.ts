/**
 * @module games/baccarat/core/stats
 * Running mean and variance of per-round returns (Welford), and the 99% confidence interval the CLI prints.
 */
export class Running {
  n = 0;
  mean = 0;
  private m2 = 0;
  add(x: number): void {
    this.n++;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.m2 += d * (x - this.mean);
  }
  get variance(): number {
    return this.n > 1 ? this.m2 / (this.n - 1) : 0;
  }
  /** Standard error of the mean. */
  get se(): number {
    return this.n > 0 ? Math.sqrt(this.variance / this.n) : 0;
  }
  ci(z = 2.5758): [number, number] {
    return [this.mean - z * this.se, this.mean + z * this.se];
  }
}
