/** How a chair looks in the current decision (computed by the board from the legal list). */
export interface ChairLook {
  /** Glowing: the points he would bring ("·" = needs a partner); party = orange ♀ / ♂. */
  readonly lit: { readonly label: string; readonly party: 'm' | 'w' | null } | null;
  /** A passenger marked (vorgemerkt) here. */
  readonly marked: string | null;
  /** A director the chosen passenger may swap out (lila). */
  readonly swap: boolean;
}

export const PLAIN: ChairLook = { lit: null, marked: null, swap: false };
