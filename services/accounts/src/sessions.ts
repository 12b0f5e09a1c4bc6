/**
 * Server-side sessions in Redis. The cookie carries a random id (32 bytes); Redis keeps only its
 * SHA-256 (`sess:<hash>`, a hash of player, name, times, the browser's description), so a copy of
 * Redis holds no cookie that works. A session ends after `idleSeconds` without use (every use
 * moves the expiry, at most once a minute) and at logout. Each account lists its sessions
 * (`acct:<player>:sess`), so "überall abmelden" ends them all; the ended hashes are announced on
 * NATS (`accounts.sessions.ended`) so every gateway closes the WebSockets they opened.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

export const SESSION_COOKIE = 'sc_session';
/** Thirty days without use end a session. */
export const DEFAULT_IDLE_SECONDS = 30 * 24 * 3600;
/** How often a session's last use is written at most. */
const TOUCH_MS = 60_000;
/** The NATS subject every gateway listens on for ended sessions (payload: { sessions: hash[] }). */
export const SESSIONS_ENDED_SUBJECT = 'accounts.sessions.ended';

export interface Session {
  /** The SHA-256 of the cookie's id (base64url): the handle of the session everywhere but the cookie. */
  readonly hash: string;
  readonly playerId: string;
  readonly name: string;
  readonly createdAt: number;
  readonly seenAt: number;
  readonly agent: string;
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

const sessionKey = (hash: string) => `sess:${hash}`;
const accountKey = (playerId: string) => `acct:${playerId}:sess`;

export interface SessionOptions {
  readonly idleSeconds?: number;
  readonly now?: () => number;
}

export class Sessions {
  readonly idleSeconds: number;
  private readonly now: () => number;
  constructor(
    private readonly redis: Redis,
    options: SessionOptions = {},
  ) {
    this.idleSeconds = options.idleSeconds ?? DEFAULT_IDLE_SECONDS;
    this.now = options.now ?? Date.now;
  }

  /** A new session of the player; returns the id for the cookie (a new one at every login). */
  async create(playerId: string, name: string, agent: string): Promise<{ id: string; hash: string }> {
    const id = randomBytes(32).toString('base64url');
    const hash = hashSessionId(id);
    const now = this.now();
    await this.redis
      .multi()
      .hset(sessionKey(hash), {
        player: playerId,
        name,
        created: now,
        seen: now,
        agent: agent.slice(0, 120),
      })
      .expire(sessionKey(hash), this.idleSeconds)
      .sadd(accountKey(playerId), hash)
      .exec();
    return { id, hash };
  }

  /** The session of a cookie's id, or null when there is none (ended, expired, made up). */
  async get(id: string | undefined | null): Promise<Session | null> {
    if (!id || id.length > 100) return null;
    const hash = hashSessionId(id);
    const s = await this.read(hash);
    if (!s) return null;
    const now = this.now();
    if (now - s.seenAt >= TOUCH_MS) {
      await this.redis
        .multi()
        .hset(sessionKey(hash), 'seen', now)
        .expire(sessionKey(hash), this.idleSeconds)
        .exec();
    }
    return s;
  }

  private async read(hash: string): Promise<Session | null> {
    const h = await this.redis.hgetall(sessionKey(hash));
    if (!h.player || !h.name) return null;
    return {
      hash,
      playerId: h.player,
      name: h.name,
      createdAt: Number(h.created),
      seenAt: Number(h.seen),
      agent: h.agent ?? '',
    };
  }

  /** The player's live sessions, newest use first (expired ones are dropped from its list). */
  async list(playerId: string): Promise<Session[]> {
    const hashes = await this.redis.smembers(accountKey(playerId));
    const out: Session[] = [];
    const gone: string[] = [];
    for (const hash of hashes) {
      const s = await this.read(hash);
      if (s && s.playerId === playerId) out.push(s);
      else gone.push(hash);
    }
    if (gone.length > 0) await this.redis.srem(accountKey(playerId), ...gone);
    return out.sort((a, b) => b.seenAt - a.seenAt);
  }

  /** Ends one session of the player; returns the hashes ended. */
  async end(playerId: string, hash: string): Promise<string[]> {
    const s = await this.read(hash);
    if (!s || s.playerId !== playerId) return [];
    await this.redis.multi().del(sessionKey(hash)).srem(accountKey(playerId), hash).exec();
    return [hash];
  }

  /** Ends every session of the player ("überall abmelden", a new password, a deleted account). */
  async endAll(playerId: string, except?: string): Promise<string[]> {
    const hashes = (await this.redis.smembers(accountKey(playerId))).filter((h) => h !== except);
    if (hashes.length === 0) return [];
    await this.redis
      .multi()
      .del(...hashes.map(sessionKey))
      .srem(accountKey(playerId), ...hashes)
      .exec();
    return hashes;
  }
}
