import { serverDaily } from './attempts';
import { localDate } from './bandenbuch';

/**
 * Today as the server says (Europe/Berlin: it deals the Tagescoup), with the player's starts of
 * today's Tagescoup and the attempt that made it as the server counted them (every device); the
 * browser's day and nothing counted until it answers.
 */
export class ServerToday {
  value = $state(localDate());
  starts = $state<number | null>(null);
  madeIn = $state<number | null>(null);

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
