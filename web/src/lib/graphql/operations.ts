/** The GraphQL documents the web sends, typed from the schema (see graphql.ts). */
import { graphql } from './graphql';

export const GUEST = graphql(`
  mutation Guest($name: String) {
    guest(name: $name) { token player { id name tableId } }
  }
`);

export const ME = graphql(`
  query Me {
    me { id name tableId }
  }
`);

export const START_QUICK_GAME = graphql(`
  mutation StartQuickGame($input: QuickGameInput!) {
    startQuickGame(input: $input) { tableId seat }
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
