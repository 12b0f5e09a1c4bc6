/**
 * What the table service, the gateway and the web need to know about Speedcoup (no rule code):
 * the lobby's and the quick game's settings, the events that pace the table, the decision clocks.
 */
import { declareGame } from '@spielcenter/proto/light';
import type { CoupAction } from './rules/actions.js';
import { CAMPAIGN } from './rules/campaign.js';
import { dailyConfig } from './rules/daily.js';
import type { CoupEvent } from './rules/events.js';

export const game = declareGame<CoupEvent, CoupAction>({
  meta: {
    id: 'coup',
    name: 'Speedcoup',
    tagline: 'Riviera 1964: Eine Gentleman-Bande plant 50 Coups – alle schaffen ihn oder alle scheitern.',
    // "Zu zweit spielt der Schatten als dritter Platz mit."
    players: { min: 2, max: 5, default: 4 },
    // „Während eines Versuchs ist der Chat gesperrt, auch private Nachrichten an die Mitspieler.“
    chatLockedInGame: true,
    // „Allein spielst du mit zwei bis vier Computern.“ (The Schatten game for two is a table with people.)
    solo: {
      min: 3,
      max: 5,
      default: 4,
      label: 'Allein mit Computern',
      // "Allein spielst du ohne Uhr."
      clock: false,
      defaultClockSeconds: null,
      turbo: false,
    },
    levels: ['easy', 'normal', 'strong', 'master'],
    // „Meister (nur solo) rechnet noch mehr Verteilungen, rund eine Sekunde je Karte“.
    soloOnlyLevels: ['master'],
    options: [
      {
        key: 'pfiff',
        kind: 'choice',
        label: 'Pfiff',
        help: 'Auf Wunsch: Bis zur ersten ausgespielten Karte darf jeder Mensch „Pfiff!“ drücken. Jedes Mal: Vor dem ersten Stich jedes Versuchs stimmen alle Menschen ab.',
        default: 'wish',
        choices: [
          { value: 'wish', label: 'auf Wunsch' },
          { value: 'every', label: 'jedes Mal' },
        ],
      },
      {
        key: 'coup',
        kind: 'choice',
        label: 'Coup',
        help: 'Freigeschaltet ist immer der Coup nach dem höchsten geschafften; geschaffte Coups dürft ihr jederzeit nochmal spielen.',
        default: 1,
        choices: CAMPAIGN.map((c) => ({ value: c.n, label: `${c.n}. ${c.title}` })),
      },
    ],
  },
  pacing: {
    trickEnd: ['trickWon'],
    // One attempt is the whole game: no rounds.
    roundEnd: [],
    gameEnd: ['attemptOver'],
    acknowledge: [],
  },
  // "eine Bedenkzeit je Entscheidung (30 s bis 2 min oder ohne)": no decision has a shorter one.
  clocks: {},
  // „Führt ein Computer aus, wartet er dafür vor der ersten Karte etwas länger“: while a human may
  // still call „Pfiff!“ (until the first card), a computer's card waits 2.5 s instead of the tempo's.
  computerWait: { before: ['play'], whileHumanMay: ['pfiff'], ms: 2500 },
  // Only people call and vote on a Pfiff: the table lists their seats in `humans`.
  humanSeats: 'humans',
  // The rules name no penalty for leaving (a Bande that breaks up simply ends its evening).
  leavePenalty: 'never',
  // „Freigeschaltet ist immer der Coup nach dem höchsten geschafften“ and „je Fehlversuch an diesem
  // Abend einen weniger“: the line-up's Bandenbuch page on the server decides both (record.prepare).
  recordConfig: true,
  // „Danach entscheidet ihr: nochmal versuchen bzw. weiter zum nächsten Coup, einen anderen Coup
  // wählen oder Feierabend“: at a table with people the host decides for the Bande, and the next
  // attempt starts at the same table with the same seats.
  nextByHost: true,
  pointsRule:
    'Für einen geschafften Coup bekommt jeder in der Bande 5 + Coup-Nummer Punkte, je Fehlversuch an diesem Abend einen weniger (mindestens 3). Der Tagescoup zählt nicht.',
  // „Die Coup-Akte zeigt, wie oft die Computer einen Coup im Test geschafft haben“: the AI service's rates.
  campaignOdds: true,
  // „Jeden Tag gibt es einen festen Tagescoup für alle: Allein mit drei Computern (Stärke normal), und
  // in jedem Versuch liegen bei allen dieselben Karten.“ Attempt n's deal comes from the seed the
  // gateway gives it (the day's and n); the coup itself is public (`dailyCoup(date)`).
  daily: {
    name: 'Tagescoup',
    description: 'Allein mit drei Computern (normal), in jedem Versuch für alle dieselben Karten.',
    computers: 3,
    level: 'normal',
    attempts: true,
    listRule:
      'Gezählt wird, im wievielten Versuch du den Tagescoup schaffst, auch über mehrere Abende des Tages.',
    config: (_seed, date, attempt) => ({ ...dailyConfig(date, attempt) }),
  },
});
