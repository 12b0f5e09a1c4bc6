import { serverDay } from './attempts';
import { localDate } from './bandenbuch';

/** Today as the server says (Europe/Berlin: it deals the Tagescoup); the browser's day until it answers. */
export class ServerToday {
  value = $state(localDate());

  constructor() {
    serverDay()
      .then((d) => {
        if (d) this.value = d;
      })
      .catch(() => {});
  }
}
