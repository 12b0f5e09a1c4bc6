/** The GraphQL documents the web sends (schema: proto/src/graphql/schema.graphql). */
import { gql } from '@urql/core';

const SNAPSHOT_FIELDS = `
  tableId game seat version view legal toAct events outcome clockSeconds tempo closed
  clock { seats phase deadline totalMs }
  seats { name kind level }
`;

export const GUEST = gql`
  mutation Guest($name: String) {
    guest(name: $name) { token player { id name tableId } }
  }
`;

export const ME = gql`
  query Me {
    me { id name tableId }
  }
`;

export const START_QUICK_GAME = gql`
  mutation StartQuickGame($input: QuickGameInput!) {
    startQuickGame(input: $input) { tableId seat }
  }
`;

export const TABLE = gql`
  query Table($tableId: ID) {
    table(tableId: $tableId) { ${SNAPSHOT_FIELDS} }
  }
`;

export const SEAT = gql`
  subscription Seat($tableId: ID!) {
    seat(tableId: $tableId) { ${SNAPSHOT_FIELDS} }
  }
`;

export const ACT = gql`
  mutation Act($tableId: ID!, $action: JSON!, $clientId: ID!) {
    act(tableId: $tableId, action: $action, clientId: $clientId) { version duplicate }
  }
`;

export const EXPLAIN = gql`
  mutation Explain($tableId: ID!, $action: JSON!) {
    explain(tableId: $tableId, action: $action) { code de en }
  }
`;

export const LEAVE = gql`
  mutation Leave($tableId: ID!) {
    leave(tableId: $tableId)
  }
`;
