/**
 * Speedboss' own settings in the gear: „wie stark Karten unter dem Mauszeiger vergrößert werden –
 * getrennt für die Karten auf dem Tisch und deine Handkarten (je 0 bis 25 %) – und wie weit sich
 * Handkarten anheben (0 bis 80 Pixel)“. The board turns them into CSS variables.
 */
import type { GearSetting } from '../types';

export const BOSS_GEAR: readonly GearSetting[] = [
  {
    key: 'tableZoom',
    label: 'Karten auf dem Tisch unter der Maus vergrößern',
    default: 10,
    min: 0,
    max: 25,
    unit: '%',
  },
  { key: 'handZoom', label: 'Handkarten unter der Maus vergrößern', default: 10, min: 0, max: 25, unit: '%' },
  { key: 'handLift', label: 'Handkarten anheben', default: 20, min: 0, max: 80, unit: 'Pixel' },
];

/** The board's CSS variables for the settings' amounts (out-of-range values are held to the range). */
export function hoverVars(amount: (key: string) => number): {
  tableScale: string;
  handScale: string;
  lift: string;
} {
  const clamp = (key: string) => {
    const s = BOSS_GEAR.find((g) => g.key === key);
    const v = amount(key);
    return s && 'min' in s ? Math.min(s.max, Math.max(s.min, Number.isFinite(v) ? v : s.default)) : 0;
  };
  return {
    tableScale: String(1 + clamp('tableZoom') / 100),
    handScale: String(1 + clamp('handZoom') / 100),
    lift: `${clamp('handLift')}px`,
  };
}
