/**
 * The short "Spielregeln" of every game, written from the rule texts (shared/seeds) in our own
 * words: what a new player needs before the first game. The full detail lives in the table's card
 * info and explanations.
 */
import type { GameId } from '@spielcenter/proto';

export interface RuleSection {
  readonly title: string;
  readonly points: readonly string[];
}

export interface GameRules {
  readonly name: string;
  /** One sentence: what kind of game, for how many, and the goal. */
  readonly intro: string;
  readonly sections: readonly RuleSection[];
}

export const RULES: Readonly<Record<GameId, GameRules>> = {
  boss: {
    name: 'Speedboss',
    intro:
      'Ein Stichspiel für 2 bis 4 Spieler in der Welt der Unternehmen: Sag vor jeder Runde genau an, wie viele Stiche du machst – nur eine getroffene Prognose bringt Gewinn.',
    sections: [
      {
        title: 'Die Karten',
        points: [
          '60 Karten: vier Firmen (Blau, Rot, Grün, Gelb) mit den Rängen 1 Aushilfe bis 13 Vorstand, dazu 4 CEOs und 4 Praktikanten.',
          'Der zuerst gelegte CEO gewinnt jeden Stich. Praktikanten verlieren – außer im Stich liegen nur Praktikanten, dann gewinnt der erste.',
        ],
      },
      {
        title: 'Ablauf einer Runde',
        points: [
          'In Runde 1 bekommt jeder eine Karte, in Runde 2 zwei und so weiter: zu viert 15, zu dritt 20 Runden (zu zweit 30, ab Runde 21 mit Nachziehen).',
          'Die nächste Karte wird aufgedeckt und bestimmt die Leitbranche (Trumpf). Ein Praktikant heißt: kein Trumpf. Bei einem CEO wählt der Geber die Leitbranche.',
          'Links vom Geber beginnend sagt jeder seine Prognose an (0 bis Kartenzahl). Der Geber sagt zuletzt an und darf die Summe nicht genau aufgehen lassen.',
        ],
      },
      {
        title: 'Stiche',
        points: [
          'Wer eine Karte der ausgespielten Firma hat, muss bedienen. CEO und Praktikant dürfen immer gelegt werden.',
          'Den Stich gewinnt der erste CEO, sonst die höchste Leitbranche-Karte, sonst die höchste Karte der ausgespielten Firma.',
          'Nach einem ausgespielten Praktikanten bestimmt die erste Karte mit Zahl die Firma, die bedient werden muss.',
        ],
      },
      {
        title: 'Bilanz',
        points: [
          'Prognose getroffen: 20 Punkte plus 10 je Stich. Daneben: −10 Punkte je Stich Abweichung.',
          'Nach der letzten Runde gewinnt die höchste Punktzahl (Jahresabschluss); Gleichstand teilt den Platz.',
        ],
      },
      {
        title: 'Am Tisch',
        points: [
          'Mit Uhr piept es bei 30, 20 und 10 Sekunden. Nach Ablauf gibt es 10 Sekunden Nachfrist, dann sagt die Uhr 0 für dich an (als Geber notfalls 1); beim Ausspielen entscheidet der Computer.',
          'Tasten: 0–9 für die Prognose, B öffnet die Bilanz. Die Maus über einer Karte zeigt, was sie gerade für dich bedeutet.',
        ],
      },
    ],
  },
  coup: {
    name: 'Speedcoup',
    intro:
      'Ein gemeinsames Stichspiel für 2 bis 5 Spieler an der Riviera 1964: Die Bande schafft einen Coup zusammen – oder scheitert zusammen. 50 Coups warten.',
    sections: [
      {
        title: 'Karten und Boss',
        points: [
          '40 Karten in vier Farben von 1 bis 9 und vier Dietriche; alle Karten werden verteilt. Zu zweit spielt der Schatten als dritter Platz mit offenen Stapeln.',
          'Wer Dietrich 4 hat, ist der Boss: Er wählt zuerst Beute und spielt den ersten Stich aus.',
        ],
      },
      {
        title: 'Beute',
        points: [
          'Reihum nimmt sich jeder Beute-Karten. Eine Beute ist eingestrichen, wenn ihr Besitzer den Stich gewinnt, in dem diese Karte liegt – gewinnt ihn ein anderer, ist der Coup gescheitert.',
          'Marken legen die Reihenfolge fest: 1, 2, 3 … zuerst, Ω zuletzt, Pfeile nur untereinander.',
        ],
      },
      {
        title: 'Stiche',
        points: [
          'Bedienen ist Pflicht, auch Dietriche werden mit Dietrichen bedient. Es gewinnt der höchste Dietrich, sonst die höchste Karte der ausgespielten Farbe.',
          'Sprechen ist verboten. Einmal je Versuch darf jeder vor einem Stich eine Farbkarte zeigen – mit der Marke höchste, einzige oder niedrigste Karte dieser Farbe.',
        ],
      },
      {
        title: 'Sonderaufträge und Pfiff',
        points: [
          'Viele Coups haben eine eigene Regel, die in der Coup-Akte steht. Bricht eine Regel, ist der Versuch sofort vorbei und das Spiel sagt, woran es lag.',
          'Beim Pfiff gibt jeder eine Farbkarte an einen Nachbarn weiter; das erste Mal je Coup kostet er einen Versuch im Bandenbuch.',
        ],
      },
      {
        title: 'Bandenbuch, Abend und Punkte',
        points: [
          'Jede Besetzung – wer mit wem und wie viele Plätze, Computer nach ihrer Zahl – hat ihre eigene Seite im Bandenbuch, auf dem Server: auf jedem Gerät dieselbe, für Gäste wie für Konten.',
          'Ein Abend: alle Versuche einer Besetzung, zwischen denen weniger als 4 Stunden liegen. Wer 4 Stunden oder länger Pause macht, beginnt einen neuen Abend.',
          'Für einen geschafften Coup bekommt jeder 5 + Coup-Nummer Punkte, je Fehlversuch an diesem Coup an diesem Abend einen weniger (mindestens 3). Freigeschaltet ist der Coup nach dem höchsten geschafften; nach 8 Fehlversuchen (alle Abende zusammen) darf die Bande ihn überspringen.',
        ],
      },
    ],
  },
  cruise: {
    name: 'Speedcruise',
    intro:
      'Ein Legespiel für 2 bis 4 Spieler im Speisesaal eines Kreuzfahrtschiffs: Setze die Passagiere so an die Tische, dass sie dir Punkte bringen.',
    sections: [
      {
        title: 'Ein Zug',
        points: [
          'Jeder hat 5 Passagiere offen vor sich. Wer dran ist, setzt 1 oder 2 Passagiere an Tische, einen an die Pianobar oder tauscht einen sitzenden Kreuzfahrtdirektor gegen einen passenden Passagier.',
          'Danach zieht er aus dem Beutel auf seine Handgröße nach.',
        ],
      },
      {
        title: 'Sitzregeln',
        points: [
          'Ein Passagier darf nur an einen Tisch seiner Klasse; ein gemeinsamer Stuhl zwischen zwei Tischen zählt für beide.',
          'An einem Tisch sitzen höchstens 2 Herren und 2 Damen, nie zwei mehr vom einen als vom anderen. Niemand sitzt allein: Jeder gesetzte Passagier muss Punkte bringen.',
          'Der Direktor ist Joker und darf an jeden Tisch.',
        ],
      },
      {
        title: 'Punkte und Ende',
        points: [
          'Ein Tisch nur aus seiner Klasse ist ein reiner Tisch: Danach darfst du eine Karte weniger nachziehen.',
          'Die ersten Hocker der Pianobar bringen +1 bis +5, danach kosten sie Punkte.',
          'Die Reise endet, wenn die Bar oder alle Stühle voll sind, der Beutel fast leer ist oder jemand keine Handkarten mehr hat. Jeder Passagier auf der Hand kostet −5, ein Direktor −10.',
        ],
      },
    ],
  },
  krakau: {
    name: 'Speedkrakau',
    intro:
      'Tysiąc, das polnische „Tausend“, für 2 bis 4 Spieler in einem Krakauer Jazzkeller: Wer zuerst 1000 Punkte hat, gewinnt.',
    sections: [
      {
        title: 'Karten und Reizen',
        points: [
          '24 Karten: Ass (11), Zehn (10), König (4), Dame (3), Bube (2) und Neun (0) in vier Farben – zusammen 120 Augen.',
          'Zu dritt bekommt jeder 7 Karten, 3 liegen als Musik in der Mitte. Links vom Geber steht das Pflichtgebot 100; danach wird in Zehnerschritten überboten oder gepasst.',
          'Über 120 darf nur reizen, wer eine Meldung (König und Dame einer Farbe) auf der Hand hat.',
        ],
      },
      {
        title: 'Musik und Spiel',
        points: [
          'Der Spielende nimmt den Musik auf, gibt jedem Gegner eine Karte ab und sagt sein Spiel an – mindestens sein Gebot.',
          'Bei schlechtem Musik darf er eine Bomba werfen: Er verliert nichts, jeder Gegner bekommt 60.',
        ],
      },
      {
        title: 'Stiche und Meldungen',
        points: [
          'Bedienen und dabei möglichst höher gehen; wer nicht bedienen kann, muss trumpfen, sobald es Trumpf gibt.',
          'Wer König und Dame einer Farbe hat und ausspielt, kann melden: Herz 100, Karo 80, Kreuz 60, Pik 40. Die gemeldete Farbe wird sofort Trumpf.',
        ],
      },
      {
        title: 'Abrechnung',
        points: [
          'Erreicht der Spielende sein Spiel, bekommt er das Gebot gutgeschrieben, sonst abgezogen. Die Gegner bekommen ihre Augen plus Meldungen, auf 10 gerundet.',
          'Ab 800 gibt es als Gegner keine Punkte mehr (Sperre). Wer 880 erreicht, steht auf dem Fass und hat drei Spiele Zeit, als Spielender auf 1000 zu kommen.',
        ],
      },
    ],
  },
  hokus: {
    name: 'Speedhokus',
    intro:
      'Ein Bluffspiel für 3 bis 6 Zauberer im Varieté: Jeder hat vier Zylinder – drei mit Kaninchen, einen mit Stinktier. Zweimal Applaus gewinnt.',
    sections: [
      {
        title: 'Eine Runde',
        points: [
          'Alle stellen gleichzeitig einen Zylinder verdeckt auf ihren Tisch. Reihum stellt jeder einen weiteren auf oder kündigt an, wie viele Kaninchen er hervorzaubert.',
          'Nach der ersten Ankündigung wird nur noch überboten oder gepasst. Wer passt, ist für diese Runde draußen.',
        ],
      },
      {
        title: 'Liefern',
        points: [
          'Wer am höchsten angekündigt hat, hebt Zylinder – zuerst alle eigenen, dann die obersten auf fremden Tischen.',
          'Nur Kaninchen: Applaus. Wer zum zweiten Mal Applaus bekommt, gewinnt die Vorstellung.',
        ],
      },
      {
        title: 'Stinktier!',
        points: [
          'Taucht ein Stinktier auf, ist die Nummer verpatzt und der Herausforderer verliert einen Zylinder für immer – bei einem fremden Stinktier zieht dessen Besitzer blind, beim eigenen wählt er selbst.',
          'Wer keinen Zylinder mehr hat, scheidet aus; wer als Letzter noch Zylinder hat, gewinnt ebenfalls.',
        ],
      },
    ],
  },
};
