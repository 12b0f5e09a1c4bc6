/** The order of an attempt: Boss question → loot → marks → passing on → (Pfiff) → tricks. */
import { coupDef } from './campaign.js';
import { bossMayPassOn } from './coups.js';
import type { CoupState, Vote } from './state.js';

export type Stage = 'special' | 'loot' | 'marks' | 'passOn' | 'tricks';

function pending(s: CoupState, who: (seat: number) => boolean): (string | null)[] {
  return Array.from({ length: s.config.players }, (_, i) => (who(i) ? null : '-'));
}

/** Answers still missing are null; '-' marks a seat that does not answer. */
export function blankAnswers(s: CoupState): (string | null)[] {
  return pending(s, (i) => i !== s.boss);
}

/** Enters `stage`, or the next one that applies to this coup. Mutates s. */
export function enterStage(s: CoupState, stage: Stage): void {
  const def = coupDef(s.config.coup);
  switch (stage) {
    case 'special':
      if (def.special === 'sick' || def.special === 'oneTrick') {
        const words = def.special === 'sick' ? 'goodBad' : 'startEndMiddle';
        s.phase = { kind: 'ask', words, purpose: def.special, answers: blankAnswers(s) };
        return;
      }
      enterStage(s, 'loot');
      return;
    case 'loot':
      if (s.loot.length === 0) {
        enterStage(s, 'marks');
        return;
      }
      if (def.lootMode === 'allLoot') {
        s.lootHidden = true;
        s.phase = { kind: 'ask', words: 'yesNo', purpose: 'allLoot', answers: blankAnswers(s) };
      } else if (def.lootMode === 'distribute')
        s.phase = { kind: 'distribute', index: 0, answers: blankAnswers(s) };
      else s.phase = { kind: 'draft', turn: s.boss };
      return;
    case 'marks':
      if (def.bossMarks && s.loot.some((l) => l.mark !== null)) s.phase = { kind: 'marks' };
      else enterStage(s, 'passOn');
      return;
    case 'passOn':
      if (bossMayPassOn(s.config.coup, s.config.players) && s.loot.length > 0) s.phase = { kind: 'passOn' };
      else enterStage(s, 'tricks');
      return;
    case 'tricks':
      enterTricks(s);
      return;
  }
}

/** Before the first trick: the Pfiff vote when due, else the play. */
export function enterTricks(s: CoupState): void {
  const humans = s.config.humans;
  const voteDue =
    (s.config.pfiff === 'every' && s.pfiff.status === 'none' && humans.length > 0) ||
    s.pfiff.status === 'called';
  if (voteDue) {
    s.phase = { kind: 'pfiffVote', votes: pending(s, (i) => humans.includes(i)) as (Vote | '-' | null)[] };
    return;
  }
  s.phase = { kind: 'play' };
  if (!s.trick) s.trick = { leader: s.boss, cards: [], winner: null };
}
