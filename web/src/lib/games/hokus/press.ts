/** The shell's info-window trigger for this game's subjects. */
import type { ShowTip as ShellShowTip } from '$lib/table/press';
import type { Subject } from './info';

export { tip } from '$lib/table/press';
export type ShowTip = ShellShowTip<Subject>;
