/** k6/metrics' Trend and Counter, recording what was added (for the test to read). */
export const recorded: Record<string, number[]> = {};

class Metric {
  constructor(readonly name: string) {
    recorded[name] = [];
  }
  add(value: number): void {
    recorded[this.name]?.push(value);
  }
}

export class Trend extends Metric {}
export class Counter extends Metric {}
