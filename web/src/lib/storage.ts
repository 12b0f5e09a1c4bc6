/** The page's localStorage, or null where there is none (server rendering, blocked storage). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
