import { useEffect, useState } from 'react';

/**
 * The address's fragment (`#…`) as the screen opened with it, when it matches `patron`; taken out of
 * the address bar and the history once the screen is on it (a link's token or a sign-in's return is
 * read once, never bookmarked nor sent back). Reading while rendering has no side effect: a render
 * React discards and repeats (a suspended sibling, a busy machine's interrupted transition) reads the
 * same fragment again. At build time (the prerendered /login) there is no window and nothing matches.
 */
export function useFragmentoDeUnaVez(patron: RegExp): RegExpExecArray | null {
  const [hallado] = useState(() => (typeof window === 'undefined' ? null : patron.exec(window.location.hash)));
  useEffect(() => {
    if (hallado && window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [hallado]);
  return hallado;
}
