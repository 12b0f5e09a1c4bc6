/**
 * The table's sentences in the rule text's words: whose turn it is and what to do now, the Boss's
 * questions as the others read them, the Pfiff. Display only: who may do what comes from the
 * snapshot (`toAct`, `legal`).
 */
import type { CoupAction, CoupView } from '@spielcenter/coup';
import { cardName, countVotes } from '@spielcenter/coup';

type Names = readonly string[];

export const who = (names: Names, seat: number | null | undefined) =>
  seat === null || seat === undefined ? 'jemand' : (names[seat] ?? `Platz ${seat + 1}`);

/** The name after "an" ("Stich an Anton", "Stich an dich"). */
export const toWhom = (names: Names, seat: number | null | undefined) => {
  const name = who(names, seat);
  return name === 'Du' ? 'dich' : name === 'Schatten' ? 'den Schatten' : name;
};

/** "Platz 1: Du · Platz 2: Anton …" – the engine's verdicts name seats by number. */
export function seatLegend(view: CoupView, names: Names): string {
  return Array.from(
    { length: view.seats },
    (_, s) => `Platz ${s + 1}: ${s === view.shadow ? 'der Schatten' : who(names, s)}`,
  ).join(' · ');
}

/**
 * The Bandenbuch's line-up in words: „Du und 2 Computer · 3 Plätze“ alone, „Du, Bruno und ein
 * Computer · 3 Plätze“ with people (the viewer first) (the people who started the attempt, `view.humans`: a leaver's
 * seat, „Computer (für Bruno)“ now, is still Bruno's), the Schatten counted at two.
 */
export function lineupLabel(view: CoupView, names: Names): string {
  const seats = view.players === 2 ? 3 : view.players;
  const computers = view.players - view.humans.length;
  if (view.humans.length <= 1)
    return `${view.players === 2 ? 'Du, ein Computer und der Schatten' : `Du und ${computers} Computer`} · ${seats} Plätze`;
  // the viewer first („Du, Bruno und …“)
  const order = [...view.humans].sort((a, b) => Number(b === view.seat) - Number(a === view.seat));
  const people = order.map((s) => {
    const name = names[s] ?? `Platz ${s + 1}`;
    return /^Computer \(für (.+)\)$/.exec(name)?.[1] ?? name;
  });
  const others = [
    ...(computers === 0 ? [] : [computers === 1 ? 'ein Computer' : `${computers} Computer`]),
    ...(view.shadow !== null ? ['der Schatten'] : []),
  ];
  const all = [...people, ...others];
  return `${all.slice(0, -1).join(', ')} und ${all.at(-1)} · ${seats} Plätze`;
}

/** The Boss's question as everyone reads it. */
export function questionText(view: CoupView): string | null {
  const p = view.phase;
  if (p.kind === 'ask') {
    if (p.purpose === 'sick')
      return 'Der Boss fragt: Wie geht es dir – gut oder schlecht? Dann erklärt er einen für krank.';
    if (p.purpose === 'oneTrick')
      return 'Der Boss fragt: Anfang, Mitte oder Ende – wann holst du genau einen Stich? Dann wählt er einen.';
    return `Der Boss fragt: Holst du alle ${view.lootCount} Beuten allein – ja oder nein? Die Beuten liegen verdeckt.`;
  }
  if (p.kind === 'distribute') {
    const loot = view.loot[p.index ?? 0];
    return loot
      ? `Der Boss verteilt: Willst du ${cardName(loot.card)} – ja oder nein? Niemand darf zwei Beuten mehr haben als ein anderer.`
      : null;
  }
  if (p.kind === 'marks')
    return 'Der Boss darf eine Zeitplan-Marke tauschen oder auf eine Beute ohne Marke umlegen.';
  if (p.kind === 'passOn')
    return 'Zu fünft darf der Boss jetzt eine Beute einmal an einen anderen weitergeben.';
  return null;
}

/** What the Boss chooses after the answers, for his own dialog. */
export function chooseText(view: CoupView): string {
  const p = view.phase;
  if (p.kind === 'ask' && p.purpose === 'sick')
    return 'Wen erklärst du für krank? Der Kranke darf keinen Stich gewinnen.';
  if (p.kind === 'ask' && p.purpose === 'oneTrick')
    return 'Wen wählst du? Der Gewählte gewinnt genau einen Stich.';
  if (p.kind === 'ask') return 'Wer holt alle Beuten? Wähle einen anderen Spieler.';
  return 'Wem gibst du diese Beute?';
}

const DIRECTION = { left: 'linken', right: 'rechten' } as const;
const VOTE_WORD = { left: 'nach links', right: 'nach rechts', none: 'kein Pfiff' } as const;

/** The Pfiff vote's rule in one line: who decides and what a tie means. */
export function voteRule(view: CoupView): string {
  return view.pfiff.mode === 'every'
    ? 'Die Mehrheit der Menschen entscheidet, geheim bis alle abgestimmt haben. Gleichstand: kein Pfiff; zwischen links und rechts: links.'
    : 'Die Mehrheit der Menschen entscheidet, geheim bis alle abgestimmt haben. Gleichstand: nach links.';
}

/**
 * While the humans vote: each voter as this seat may see him ("Anna: hat abgestimmt", "Du: nach
 * links", "Bruno: stimmt ab …"); the others' votes stay secret until all are in.
 */
export function voteProgress(view: CoupView, names: Names): string | null {
  const p = view.phase;
  if (p.kind !== 'pfiffVote') return null;
  return p.votes
    .flatMap((v, s) =>
      v === '-'
        ? []
        : [
            `${who(names, s)}: ${v === null ? 'stimmt ab …' : v === 'cast' ? 'hat abgestimmt' : VOTE_WORD[v]}`,
          ],
    )
    .join(' · ');
}

/** After the vote: every human's vote and what the majority decided. */
export function voteResult(view: CoupView, names: Names): string | null {
  const votes = view.pfiff.votes;
  if (votes.length === 0) return null;
  const list = votes.flatMap((v, s) => (v === '-' ? [] : [`${who(names, s)} ${VOTE_WORD[v]}`])).join(', ');
  const { decision, tie } = countVotes(votes, view.pfiff.mode);
  return `Abstimmung: ${list} – ${decision === 'none' ? 'kein Pfiff' : VOTE_WORD[decision]}${tie ? ' (Gleichstand)' : ''}.`;
}

/** Left = next in play order, right = the previous one (the engine's neighbours). */
export function neighbour(view: CoupView, seat: number, side: 'left' | 'right'): number {
  const n = view.players;
  return side === 'left' ? (seat + 1) % n : (seat + n - 1) % n;
}

function myTurnText(view: CoupView, names: Names): string {
  const p = view.phase;
  switch (p.kind) {
    case 'ask':
    case 'distribute':
      return view.seat === view.boss && !p.answers.includes(null)
        ? `Du bist dran: ${chooseText(view)}`
        : 'Du bist dran: Antworte dem Boss mit einem Wort.';
    case 'draft':
      return p.turn === view.shadow
        ? 'Du bist dran: Nimm eine Beute für den Schatten.'
        : 'Du bist dran: Nimm dir eine Beute.';
    case 'marks':
      return 'Du bist dran: Tausch eine Zeitplan-Marke, leg sie um – oder lass sie.';
    case 'passOn':
      return 'Du bist dran: Gib eine Beute weiter – oder lass sie.';
    case 'pfiffVote':
      return 'Pfiff! Stimm ab, in welche Richtung alle eine Karte weitergeben.';
    case 'pfiffPass': {
      const side = p.direction ?? 'left';
      const to = who(names, neighbour(view, view.seat ?? 0, side));
      return `Du bist dran: Gib eine Farbkarte an deinen ${DIRECTION[side]} Nachbarn (${to}) weiter.`;
    }
    case 'play': {
      const forShadow = p.turn === view.shadow ? ' für den Schatten' : '';
      return (view.trick?.cards.length ?? 0) === 0
        ? `Du spielst${forShadow} aus.`
        : `Du bist dran: Leg eine Karte${forShadow}.`;
    }
    default:
      return '';
  }
}

/** "Du bist dran: …" or who the table waits for. */
/**
 * Whose turn it is and what to do, in one sentence. `masters`: the seats of Meister computers —
 * „Meister … rechnet noch mehr Verteilungen, rund eine Sekunde je Karte – oben steht dann
 * „überlegt …““: while only they are to act, the sentence says so.
 */
export function turnText(view: CoupView, names: Names, masters: ReadonlySet<number> = new Set()): string {
  if (view.result) return view.result.success ? 'Der Coup ist geschafft!' : 'Der Coup ist gescheitert.';
  const me = view.seat;
  if (me !== null && view.toAct.includes(me)) return myTurnText(view, names);
  const p = view.phase;
  const waiting = view.toAct.map((s) => who(names, s));
  const list =
    waiting.length > 1 ? `${waiting.slice(0, -1).join(', ')} und ${waiting.at(-1)}` : (waiting[0] ?? '');
  if (view.toAct.length > 0 && view.toAct.every((s) => masters.has(s)))
    return `${list} ${waiting.length > 1 ? 'überlegen' : 'überlegt'} …`;
  switch (p.kind) {
    case 'ask':
    case 'distribute':
      return p.answers.includes(null)
        ? `${list} ${waiting.length > 1 ? 'antworten' : 'antwortet'} dem Boss …`
        : `Der Boss (${list}) entscheidet …`;
    case 'draft':
      return `${list} nimmt sich eine Beute …`;
    case 'marks':
    case 'passOn':
      return `Der Boss (${list}) entscheidet …`;
    case 'pfiffVote':
      return `Pfiff! ${list} ${waiting.length > 1 ? 'stimmen' : 'stimmt'} ab …`;
    case 'pfiffPass':
      return `${list} ${waiting.length > 1 ? 'geben' : 'gibt'} eine Karte weiter …`;
    case 'play':
      return p.turn === view.shadow ? `${list} spielt für den Schatten …` : `${list} ist dran …`;
    default:
      return '';
  }
}

/**
 * „Danach gibt es 10 Sekunden Nachfrist, dann entscheidet der Computer für dich“: what the computer
 * decided for the player whose time ran out, in one sentence.
 */
export function decidedForYou(action: CoupAction, names: Names): string {
  const deed = (() => {
    switch (action.type) {
      case 'take':
        return `die Beute ${cardName(action.card)} genommen`;
      case 'play':
        return `${cardName(action.card)} gespielt`;
      case 'pass':
        return `${cardName(action.card)} weitergegeben`;
      case 'answer':
        return `„${action.word}“ geantwortet`;
      case 'vote':
        return action.choice === 'none'
          ? 'gegen den Pfiff gestimmt'
          : `für ${action.choice === 'left' ? 'links' : 'rechts'} gestimmt`;
      case 'choose':
      case 'assign':
        return `${who(names, action.seat)} gewählt`;
      case 'passLoot':
        return `die Beute ${cardName(action.card)} an ${who(names, action.to)} gegeben`;
      default:
        return 'entschieden';
    }
  })();
  return `Die Zeit war um: Der Computer hat für dich ${deed}.`;
}
