/**
 * The case file's line on how often the computers made a coup in the test ("etwa in 1 von 6
 * Versuchen"): the gateway's `coupOdds`, measured with crews of four normal computers
 * (the AI service's `ai.coup.odds`, services/ai/src/coup/rates.json), fetched once per page.
 */
import { session } from '$lib/graphql/client';
import { graphql } from '$lib/graphql/graphql';

const COUP_ODDS = graphql(`
  query CoupOdds {
    coupOdds { coup attempts successes text }
  }
`);

export interface CoupOdds {
  readonly coup: number;
  readonly attempts: number;
  readonly successes: number;
  /** The case file's German line, from the server. */
  readonly text: string;
}

let cache: Promise<ReadonlyMap<number, CoupOdds>> | null = null;

/** Every coup's odds by number (empty when the gateway cannot be reached: the line is left out). */
export function loadCoupOdds(): Promise<ReadonlyMap<number, CoupOdds>> {
  if (!cache) {
    cache = session()
      .then(({ client }) => client.query(COUP_ODDS, {}).toPromise())
      .then((res) => new Map((res.data?.coupOdds ?? []).map((o) => [o.coup, o])))
      .catch(() => {
        cache = null;
        return new Map();
      });
  }
  return cache;
}
