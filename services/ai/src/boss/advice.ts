/** The German reasons the advisor ("Glühbirne") shows with a Speedboss decision. */
import { type Card, cardNameDe, SUIT_NAME_DE, type Suit } from '@spielcenter/boss';

const pts = (x: number): string => `${Math.round(x)} Punkte`;

export function bidReason(bid: number, mean: number, hit: number, samples: number): string {
  return (
    `Prognose ${bid}: in ${samples} durchgespielten Verteilungen im Schnitt ${pts(mean)}, ` +
    `getroffen in ${Math.round(hit * 100)} %.`
  );
}

function needText(need: number): string {
  if (need > 0) return need === 1 ? 'du brauchst noch einen Stich' : `du brauchst noch ${need} Stiche`;
  if (need === 0) return 'du bist satt – kein Stich mehr';
  return `du liegst schon ${-need} drüber`;
}

export function playReason(card: Card, mean: number, samples: number, need: number): string {
  return `${cardNameDe(card)}: ${needText(need)}; in ${samples} gedachten Verteilungen im Schnitt ${pts(mean)}.`;
}

export function trumpReason(suit: Suit, mean: number): string {
  return `Leitbranche ${SUIT_NAME_DE[suit]}: damit im Schnitt ${pts(mean)} mit der besten Prognose.`;
}
