/**
 * The accounts as the gateway uses them: register (a guest's upgrade keeps its player id), log in
 * and out, "überall abmelden", change the password, delete the account. Postgres is the record
 * (store.ts), Redis holds the sessions (sessions.ts), the login limits (lockout.ts) and a cache of
 * which player ids belong to accounts (a guest token of such an id no longer counts).
 */
import { randomBytes } from 'node:crypto';
import type { Pool } from '@spielcenter/kit';
import { renamePlayer } from '@spielcenter/ranking';
import type { Redis } from 'ioredis';
import { accountsErrors } from './errors.js';
import { type LockoutOptions, LoginLockout } from './lockout.js';
import { checkName, nameKey } from './names.js';
import { checkPassword, hashPassword, needsRehash, verifyPassword } from './password.js';
import { type Session, type SessionOptions, Sessions } from './sessions.js';
import { type Account, AccountStore, DELETED_NAME, type StoredAccount, type StoreOptions } from './store.js';

export interface AccountsOptions extends StoreOptions {
  readonly sessions?: SessionOptions;
  readonly lockout?: LockoutOptions;
  /** Names the computers sit under: no account may take them. */
  readonly reservedNames?: readonly string[];
  /** Told the hashes of ended sessions (the gateway announces them on NATS). */
  readonly onSessionsEnded?: (hashes: string[]) => void | Promise<void>;
  /** A namespace of the Redis cache of claimed ids (tests). */
  readonly scope?: string;
}

export interface Caller {
  readonly playerId: string;
  readonly name: string;
}

export interface LoggedIn {
  readonly account: Account;
  /** The new session's id: the cookie's value. */
  readonly sessionId: string;
  readonly sessionHash: string;
}

/** A hash of a password nobody has: an unknown name costs as much time as a known one. */
let decoy: Promise<string> | undefined;

/** How long "this id is no account" is believed without asking Postgres again. */
const UNCLAIMED_TTL_S = 300;

export function newPlayerId(): string {
  return `g_${randomBytes(12).toString('base64url')}`;
}

export class Accounts {
  readonly store: AccountStore;
  readonly sessions: Sessions;
  readonly lockout: LoginLockout;
  private readonly claimedPrefix: string;
  constructor(
    pool: Pool,
    private readonly redis: Redis,
    private readonly options: AccountsOptions = {},
  ) {
    this.store = new AccountStore(pool, options);
    this.sessions = new Sessions(redis, options.sessions);
    this.lockout = new LoginLockout(redis, options.lockout);
    this.claimedPrefix = options.scope ? `acct:${options.scope}:claimed:` : 'acct:claimed:';
  }

  /**
   * A new account. A guest caller keeps its player id (its points, daily results and tables stay
   * its own); without a caller a new id is made.
   */
  async register(
    caller: Caller | null,
    rawName: unknown,
    password: unknown,
    agent: string,
  ): Promise<LoggedIn> {
    const name = checkName(rawName, this.options.reservedNames);
    checkPassword(password, name);
    if (caller && (await this.isClaimed(caller.playerId)))
      throw accountsErrors.make('ACCOUNTS_ALREADY_LOGGED_IN');
    if (await this.store.byName(name)) throw accountsErrors.make('ACCOUNTS_NAME_TAKEN');
    const hash = await hashPassword(password as string);
    const account = await this.store.create(caller?.playerId ?? newPlayerId(), name, hash);
    await this.redis.set(this.claimedKey(account.playerId), '1');
    // The lists show the account's name from now on (also the guest's earlier points and days).
    await renamePlayer(this.redis, account.playerId, account.name);
    return this.startSession(account, agent);
  }

  /** Logs in by name and password (held by the lockout); a new session each time. */
  async login(rawName: unknown, password: unknown, agent: string): Promise<LoggedIn> {
    if (
      typeof rawName !== 'string' ||
      typeof password !== 'string' ||
      rawName.length > 100 ||
      password.length > 1000
    )
      throw accountsErrors.make('ACCOUNTS_WRONG_PASSWORD');
    const box: { found: StoredAccount | null } = { found: null };
    await this.lockout.attempt(nameKey(rawName), async () => {
      box.found = await this.store.byName(rawName);
      if (!box.found) {
        decoy ??= hashPassword(randomBytes(16).toString('hex'));
        await verifyPassword(password, await decoy);
        return false;
      }
      return verifyPassword(password, box.found.passwordHash);
    });
    const account = box.found as StoredAccount | null;
    if (!account) throw accountsErrors.make('ACCOUNTS_WRONG_PASSWORD');
    if (needsRehash(account.passwordHash))
      await this.store.setPassword(account.playerId, await hashPassword(password));
    return this.startSession(account, agent);
  }

  private async startSession(account: Account, agent: string): Promise<LoggedIn> {
    const { id, hash } = await this.sessions.create(account.playerId, account.name, agent);
    return {
      account: { playerId: account.playerId, name: account.name, createdAt: account.createdAt },
      sessionId: id,
      sessionHash: hash,
    };
  }

  /** The session of a cookie's id (null: none, ended or expired). */
  session(id: string | undefined | null): Promise<Session | null> {
    return this.sessions.get(id);
  }

  async logout(session: Session): Promise<void> {
    await this.ended(await this.sessions.end(session.playerId, session.hash));
  }

  /** Ends every session of the player, this one too; returns how many. */
  async logoutEverywhere(playerId: string): Promise<number> {
    const hashes = await this.sessions.endAll(playerId);
    await this.ended(hashes);
    return hashes.length;
  }

  /** Ends one session of the player's list ("Mein Konto"); false when it is not the player's. */
  async endSession(playerId: string, hash: string): Promise<boolean> {
    const hashes = await this.sessions.end(playerId, hash);
    await this.ended(hashes);
    return hashes.length > 0;
  }

  /** A new password (the old one is asked); every other session of the account ends. */
  async changePassword(session: Session, oldPassword: unknown, newPassword: unknown): Promise<void> {
    const account = await this.store.byId(session.playerId);
    if (!account) throw accountsErrors.make('ACCOUNTS_SESSION_EXPIRED');
    await this.lockout.attempt(nameKey(account.name), () =>
      typeof oldPassword === 'string'
        ? verifyPassword(oldPassword, account.passwordHash)
        : Promise.resolve(false),
    );
    checkPassword(newPassword, account.name);
    await this.store.setPassword(account.playerId, await hashPassword(newPassword as string));
    await this.ended(await this.sessions.endAll(account.playerId, session.hash));
  }

  /**
   * Deletes the account (the password is asked): its name is free, its sessions end, its bookings
   * are kept under an anonymous id and DELETED_NAME, and the Bestenliste shows that name.
   */
  async deleteAccount(session: Session, password: unknown): Promise<void> {
    const account = await this.store.byId(session.playerId);
    if (!account) throw accountsErrors.make('ACCOUNTS_SESSION_EXPIRED');
    await this.lockout.attempt(nameKey(account.name), () =>
      typeof password === 'string' ? verifyPassword(password, account.passwordHash) : Promise.resolve(false),
    );
    await this.store.delete(account.playerId, `d_${randomBytes(12).toString('base64url')}`);
    await this.redis.set(this.claimedKey(account.playerId), '1');
    await renamePlayer(this.redis, account.playerId, DELETED_NAME);
    await this.logoutEverywhere(account.playerId);
  }

  /** Whether a player id belongs to an account (or a deleted one); cached in Redis. */
  async isClaimed(playerId: string): Promise<boolean> {
    const key = this.claimedKey(playerId);
    const cached = await this.redis.get(key);
    if (cached !== null) return cached === '1';
    const claimed = await this.store.claimed(playerId);
    if (claimed) await this.redis.set(key, '1');
    else await this.redis.set(key, '0', 'EX', UNCLAIMED_TTL_S, 'NX');
    return claimed;
  }

  private claimedKey(playerId: string): string {
    return `${this.claimedPrefix}${playerId}`;
  }

  private async ended(hashes: string[]): Promise<void> {
    if (hashes.length > 0) await this.options.onSessionsEnded?.(hashes);
  }
}
