/**
 * Account names: unique without regard to case and Unicode look-alikes. A name is kept as typed
 * (NFKC, spaces collapsed) and compared by its key: NFKC, case-folded, look-alike letters of
 * Cyrillic and Greek and the digits 0 and 1 mapped to the Latin letter they resemble (after
 * Unicode's confusables, UTS #39, for the letters a name may hold here). A name that mixes
 * scripts ("Аnna" with a Cyrillic А) is refused outright, as are the computers' names and
 * "Gast …", "Computer …", which would pass for one of them.
 */
import { accountsErrors } from './errors.js';

export const NAME_MIN = 3;
export const NAME_MAX = 20;

/** Letters (any script), combining marks, digits, and a space, dot, hyphen or underscore between them. */
const ALLOWED = /^[\p{L}\p{M}\p{Nd}]+(?:[ ._-][\p{L}\p{M}\p{Nd}]+)*$/u;

const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Arabic',
  'Hebrew',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
] as const;
const SCRIPT_RE = SCRIPTS.map((s) => [s, new RegExp(`\\p{Script=${s}}`, 'u')] as const);
/** Japanese is written in three scripts at once; they count as one here. */
const JAPANESE = new Set(['Han', 'Hiragana', 'Katakana']);

/** Look-alikes (UTS #39 confusables) of Latin letters after case folding, and ß → ss. */
const SKELETON: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: '3',
  і: 'l',
  ї: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ь: 'b',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  η: 'n',
  ι: 'l',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ς: 'c',
  σ: 'o',
  // Latin letters and digits that stand for each other
  i: 'l',
  ı: 'l',
  '1': 'l',
  '0': 'o',
  ß: 'ss',
  ſ: 's',
};

function scriptsOf(name: string): Set<string> {
  const found = new Set<string>();
  for (const ch of name) {
    if (!/\p{L}/u.test(ch)) continue;
    const script = SCRIPT_RE.find(([, re]) => re.test(ch))?.[0] ?? 'Other';
    found.add(JAPANESE.has(script) ? 'Japanese' : script);
  }
  return found;
}

/** The key two names share when they look alike: the unique column of the accounts table. */
export function nameKey(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  let key = '';
  for (const ch of folded) key += SKELETON[ch] ?? ch;
  // "rn" reads as "m", "vv" as "w"; separators do not tell names apart.
  return key
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[ ._-]/g, '');
}

/** The name as it is kept and shown: NFKC, trimmed, inner spaces collapsed. */
export function displayName(raw: string): string {
  return raw.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

/**
 * Checks a new account's name; returns it as kept, or throws the coded refusal. `reserved`: names
 * the computers sit under (compared by key, like every name).
 */
export function checkName(raw: unknown, reserved: readonly string[] = []): string {
  if (typeof raw !== 'string')
    throw accountsErrors.make('ACCOUNTS_NAME_LENGTH', { min: NAME_MIN, max: NAME_MAX });
  const name = displayName(raw);
  const length = [...name].length;
  if (length < NAME_MIN || length > NAME_MAX)
    throw accountsErrors.make('ACCOUNTS_NAME_LENGTH', { min: NAME_MIN, max: NAME_MAX });
  if (!ALLOWED.test(name)) throw accountsErrors.make('ACCOUNTS_NAME_CHARACTERS');
  if (scriptsOf(name).size > 1) throw accountsErrors.make('ACCOUNTS_NAME_MIXED');
  const key = nameKey(name);
  if (/^(gast|guest|computer|cpu|bot)\d*$/.test(key) || /^(gast|guest|computer)/.test(key))
    throw accountsErrors.make('ACCOUNTS_NAME_RESERVED');
  if (reserved.some((r) => nameKey(r) === key)) throw accountsErrors.make('ACCOUNTS_NAME_RESERVED');
  return name;
}
