/** The GraphQL documents the web sends, typed from the schema (see graphql.ts). */
import { graphql } from './graphql';

export const GUEST = graphql(`
  mutation Guest($name: String) {
    guest(name: $name) { token player { id name tableId } }
  }
`);

export const ME = graphql(`
  query Me {
    me { id name tableId account { name purse { balance onTables } } }
  }
`);

/** The Kontoauszug: the purse's entries, newest first. */
export const STATEMENT = graphql(`
  query Statement($first: Int, $before: ID) {
    statement(first: $first, before: $before) { id at reason tableId game gameNo amount balance }
  }
`);

export const MY_ACCOUNT = graphql(`
  query MyAccount {
    me { id name account { name createdAt sessions { id agent createdAt lastSeenAt current } } }
  }
`);

export const REGISTER = graphql(`
  mutation Register($name: String!, $password: String!) {
    register(name: $name, password: $password) { player { id name } }
  }
`);

export const LOGIN = graphql(`
  mutation Login($name: String!, $password: String!) {
    login(name: $name, password: $password) { player { id name } }
  }
`);

export const LOGOUT = graphql(`
  mutation Logout {
    logout
  }
`);

export const LOGOUT_EVERYWHERE = graphql(`
  mutation LogoutEverywhere {
    logoutEverywhere
  }
`);

export const END_SESSION = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id)
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword)
  }
`);

export const DELETE_ACCOUNT = graphql(`
  mutation DeleteAccount($password: String!) {
    deleteAccount(password: $password)
  }
`);

export const START_QUICK_GAME = graphql(`
  mutation StartQuickGame($input: QuickGameInput!) {
    startQuickGame(input: $input) { tableId seat }
  }
`);

export const START_DAILY = graphql(`
  mutation StartDaily($game: Game!, $tempo: Tempo!, $attempt: Int) {
    startDaily(game: $game, tempo: $tempo, attempt: $attempt) { tableId seat }
  }
`);

export const DAILY = graphql(`
  query Daily($game: Game!) {
    daily(game: $game) { date name description computers level attempts myStarts }
  }
`);

export const TABLE = graphql(`
  query Table($tableId: ID) {
    table(tableId: $tableId)
  }
`);

export const SEAT = graphql(`
  subscription Seat($tableId: ID!) {
    seat(tableId: $tableId)
  }
`);

export const ACT = graphql(`
  mutation Act($tableId: ID!, $action: JSON!, $clientId: ID!) {
    act(tableId: $tableId, action: $action, clientId: $clientId) { version duplicate }
  }
`);

export const EXPLAIN = graphql(`
  mutation Explain($tableId: ID!, $action: JSON!) {
    explain(tableId: $tableId, action: $action) { code de en }
  }
`);

export const ACKNOWLEDGE = graphql(`
  mutation Acknowledge($tableId: ID!, $hold: Boolean) {
    acknowledge(tableId: $tableId, hold: $hold)
  }
`);

export const SET_TURBO = graphql(`
  mutation SetTurbo($tableId: ID!, $on: Boolean!) {
    setTurbo(tableId: $tableId, on: $on)
  }
`);

export const LEAVE = graphql(`
  mutation Leave($tableId: ID!) {
    leave(tableId: $tableId)
  }
`);

export const LOBBY = graphql(`
  subscription Lobby($game: Game) {
    lobby(game: $game) { tableId entry }
  }
`);

export const OPEN_TABLE = graphql(`
  mutation OpenTable($input: OpenTableInput!) {
    openTable(input: $input) { tableId seat }
  }
`);

export const JOIN_TABLE = graphql(`
  mutation JoinTable($tableId: ID!, $seat: Int) {
    joinTable(tableId: $tableId, seat: $seat) { tableId seat }
  }
`);

export const START_TABLE = graphql(`
  mutation StartTable($tableId: ID!) {
    startTable(tableId: $tableId)
  }
`);

export const REMATCH = graphql(`
  mutation Rematch($tableId: ID!, $options: JSON, $end: Boolean) {
    rematch(tableId: $tableId, options: $options, end: $end)
  }
`);

export const CHAT = graphql(`
  mutation Chat($tableId: ID!, $text: String!, $to: Int) {
    chat(tableId: $tableId, text: $text, to: $to)
  }
`);

export const CHEER = graphql(`
  mutation Cheer($tableId: ID!, $mood: String!) {
    cheer(tableId: $tableId, mood: $mood)
  }
`);

export const CHAT_FEED = graphql(`
  subscription ChatFeed($tableId: ID!) {
    chat(tableId: $tableId) { id seat to name kind text at past }
  }
`);

export const LEADERBOARD = graphql(`
  query Leaderboard($game: Game!, $period: LeaderboardPeriod!, $month: String, $first: Int) {
    leaderboard(game: $game, period: $period, month: $month, first: $first) {
      period month total
      entries { rank name points me }
      mine { rank name points me }
    }
  }
`);

export const DAILY_LIST = graphql(`
  query DailyList($game: Game!, $date: String, $first: Int) {
    dailyList(game: $game, date: $date, first: $first) {
      name date total
      entries { rank name score place attempt me }
      mine { rank name score place attempt me }
    }
  }
`);

export const MY_STATS = graphql(`
  query MyStats($game: Game) {
    myStats(game: $game)
  }
`);

export const BANDENBUCH = graphql(`
  query Bandenbuch {
    bandenbuch
  }
`);

/** „Feierabend“: the evening of the table's line-up ends on the server. */
export const END_EVENING = graphql(`
  mutation EndEvening($tableId: ID!) {
    endEvening(tableId: $tableId)
  }
`);

/** One table's line-up page: who played its game from the start, or (`next`) who sits there now. */
export const TABLE_BANDENBUCH = graphql(`
  query TableBandenbuch($tableId: ID!, $next: Boolean) {
    bandenbuch(tableId: $tableId, next: $next)
  }
`);
