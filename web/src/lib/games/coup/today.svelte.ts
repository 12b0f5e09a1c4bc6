import { serverDaily } from './attempts';
import { type DailyRecord, dailyToday, localDate, type Store } from './bandenbuch';

/**
 * Today as the server says (Europe/Berlin: it deals the Tagescoup), with the player's starts of
 * today's Tagescoup and the attempt that made it as the server counted them (every device); the
 * browser's day and nothing counted until it answers.
 */
export class ServerToday {
  value = $state(localDate());
  starts = $state<number | null>(null);
  madeIn = $state<number | null>(null);

  /**
   * Today's Tagescoup for the form and the Bandenbuch alike: the coup of the server's day, with the
   * attempts and the attempt that made it as the server counted them (this browser's own record
   * only until the server answered).
   */
  record(store: Store): DailyRecord {
    const mine = dailyToday(store, this.value);
    return this.starts === null ? mine : { ...mine, attempts: this.starts, madeIn: this.madeIn };
  }

  constructor() {
    serverDaily()
      .then((d) => {
        if (!d) return;
        this.value = d.date;
        this.starts = d.starts;
        this.madeIn = d.madeIn;
      })
      .catch(() => {});
  }
}
