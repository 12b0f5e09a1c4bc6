import { type Client, CombinedError } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { sendAction } from './act';

interface Call {
  clientId: string;
}

/** A stand-in for the urql client: answers each act mutation from a script. */
function fakeClient(answers: ('network' | 'refused' | 'pending' | number)[]): {
  client: Client;
  calls: Call[];
} {
  const calls: Call[] = [];
  const client = {
    mutation(_doc: unknown, vars: { clientId: string }) {
      calls.push({ clientId: vars.clientId });
      const a = answers.shift();
      const result =
        a === 'network'
          ? { error: new CombinedError({ networkError: new Error('offline') }) }
          : a === 'refused' || a === 'pending'
            ? {
                error: new CombinedError({
                  graphQLErrors: [
                    {
                      message: a === 'pending' ? 'GATEWAY_ACT_PENDING' : 'BOSS_MUST_FOLLOW',
                      extensions: {
                        code: a === 'pending' ? 'GATEWAY_ACT_PENDING' : 'BOSS_MUST_FOLLOW',
                        de:
                          a === 'pending'
                            ? 'Dein letzter Zug ist noch unterwegs.'
                            : 'Bedienpflicht: Du musst Rot bedienen.',
                        en: 'x',
                      },
                    },
                  ],
                }),
              }
            : { data: { act: { version: a, duplicate: false } } };
      return { toPromise: async () => result };
    },
  } as unknown as Client;
  return { client, calls };
}

describe('sendAction', () => {
  it('retries a network error with the same client id', async () => {
    const { client, calls } = fakeClient(['network', 'network', 7]);
    const res = await sendAction(client, 't1', { type: 'bid', bid: 1 }, undefined, [1, 1, 1]);
    expect(res).toEqual({ ok: true, version: 7 });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.clientId)).size).toBe(1);
  });

  it('retries a pending answer (its previous act still on the way) with the same client id', async () => {
    const { client, calls } = fakeClient(['network', 'pending', 9]);
    const res = await sendAction(client, 't1', { type: 'bid', bid: 2 }, undefined, [1, 1, 1]);
    expect(res).toEqual({ ok: true, version: 9 });
    expect(new Set(calls.map((c) => c.clientId)).size).toBe(1);
  });

  it('uses a fresh client id for every new action', async () => {
    const { client, calls } = fakeClient([1, 2]);
    await sendAction(client, 't1', { type: 'bid', bid: 1 });
    await sendAction(client, 't1', { type: 'play', card: 'r7' });
    expect(calls[0]?.clientId).not.toBe(calls[1]?.clientId);
  });

  it('does not retry a refusal and returns its German text', async () => {
    const { client, calls } = fakeClient(['refused', 3]);
    const res = await sendAction(client, 't1', { type: 'play', card: 'b2' }, undefined, [1]);
    expect(calls).toHaveLength(1);
    expect(res.ok).toBe(false);
    expect(res.error).toMatchObject({
      code: 'BOSS_MUST_FOLLOW',
      de: 'Bedienpflicht: Du musst Rot bedienen.',
    });
  });

  it('gives up after the last retry', async () => {
    const { client, calls } = fakeClient(['network', 'network', 'network']);
    const res = await sendAction(client, 't1', { type: 'bid', bid: 0 }, 'fixed-id', [1, 1]);
    expect(res.ok).toBe(false);
    expect(res.error?.network).toBe(true);
    expect(calls.map((c) => c.clientId)).toEqual(['fixed-id', 'fixed-id', 'fixed-id']);
  });
});
