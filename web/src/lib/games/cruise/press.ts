/** The shell's info-window trigger for this game's subjects. */
import type { ShowTip as ShellShowTip } from '$lib/table/kit/press';
import type { Subject } from './info';

export { tip } from '$lib/table/kit/press';
export type ShowTip = ShellShowTip<Subject>;
