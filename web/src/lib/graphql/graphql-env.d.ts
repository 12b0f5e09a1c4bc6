/* eslint-disable */
/* prettier-ignore */

export type introspection_types = {
    'ActResult': { kind: 'OBJECT'; name: 'ActResult'; fields: { 'duplicate': { name: 'duplicate'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; 'version': { name: 'version'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; } }; }; };
    'Advice': { kind: 'OBJECT'; name: 'Advice'; fields: { 'action': { name: 'action'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'JSON'; ofType: null; }; } }; 'reason': { name: 'reason'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'values': { name: 'values'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'LIST'; name: never; ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'JSON'; ofType: null; }; }; }; } }; }; };
    'Boolean': unknown;
    'ChatMessage': { kind: 'OBJECT'; name: 'ChatMessage'; fields: { 'at': { name: 'at'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Float'; ofType: null; }; } }; 'kind': { name: 'kind'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'name': { name: 'name'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'seat': { name: 'seat'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; } }; 'tableId': { name: 'tableId'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'ID'; ofType: null; }; } }; 'text': { name: 'text'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; }; };
    'DailyDeal': { kind: 'OBJECT'; name: 'DailyDeal'; fields: { 'computers': { name: 'computers'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; } }; 'date': { name: 'date'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'description': { name: 'description'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'game': { name: 'game'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'Game'; ofType: null; }; } }; 'level': { name: 'level'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'Level'; ofType: null; }; } }; 'name': { name: 'name'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; }; };
    'Float': unknown;
    'Game': { name: 'Game'; enumValues: 'boss' | 'coup' | 'cruise' | 'krakau' | 'hokus'; };
    'Guest': { kind: 'OBJECT'; name: 'Guest'; fields: { 'player': { name: 'player'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Player'; ofType: null; }; } }; 'token': { name: 'token'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; }; };
    'ID': unknown;
    'Int': unknown;
    'JSON': unknown;
    'Level': { name: 'Level'; enumValues: 'easy' | 'normal' | 'strong' | 'master'; };
    'LobbyChange': { kind: 'OBJECT'; name: 'LobbyChange'; fields: { 'entry': { name: 'entry'; type: { kind: 'SCALAR'; name: 'LobbyEntry'; ofType: null; } }; 'tableId': { name: 'tableId'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'ID'; ofType: null; }; } }; }; };
    'LobbyEntry': unknown;
    'Mutation': { kind: 'OBJECT'; name: 'Mutation'; fields: { 'acknowledge': { name: 'acknowledge'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; } }; 'act': { name: 'act'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'ActResult'; ofType: null; }; } }; 'chat': { name: 'chat'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; 'cheer': { name: 'cheer'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; 'explain': { name: 'explain'; type: { kind: 'OBJECT'; name: 'RuleExplanation'; ofType: null; } }; 'guest': { name: 'guest'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Guest'; ofType: null; }; } }; 'joinTable': { name: 'joinTable'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'TableRef'; ofType: null; }; } }; 'leave': { name: 'leave'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; 'openTable': { name: 'openTable'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'TableRef'; ofType: null; }; } }; 'rematch': { name: 'rematch'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; 'setTurbo': { name: 'setTurbo'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; 'startDaily': { name: 'startDaily'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'TableRef'; ofType: null; }; } }; 'startQuickGame': { name: 'startQuickGame'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'TableRef'; ofType: null; }; } }; 'startTable': { name: 'startTable'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Boolean'; ofType: null; }; } }; }; };
    'OpenTableInput': { kind: 'INPUT_OBJECT'; name: 'OpenTableInput'; isOneOf: false; inputFields: [{ name: 'game'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'Game'; ofType: null; }; }; defaultValue: null }, { name: 'seats'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; }; defaultValue: null }, { name: 'fill'; type: { kind: 'ENUM'; name: 'Level'; ofType: null; }; defaultValue: null }, { name: 'clockSeconds'; type: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; defaultValue: null }, { name: 'tempo'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'Tempo'; ofType: null; }; }; defaultValue: "normal" }, { name: 'options'; type: { kind: 'SCALAR'; name: 'JSON'; ofType: null; }; defaultValue: null }]; };
    'Player': { kind: 'OBJECT'; name: 'Player'; fields: { 'id': { name: 'id'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'ID'; ofType: null; }; } }; 'name': { name: 'name'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'tableId': { name: 'tableId'; type: { kind: 'SCALAR'; name: 'ID'; ofType: null; } }; }; };
    'Query': { kind: 'OBJECT'; name: 'Query'; fields: { 'advice': { name: 'advice'; type: { kind: 'OBJECT'; name: 'Advice'; ofType: null; } }; 'daily': { name: 'daily'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'DailyDeal'; ofType: null; }; } }; 'lobby': { name: 'lobby'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'LIST'; name: never; ofType: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'LobbyEntry'; ofType: null; }; }; }; } }; 'me': { name: 'me'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'Player'; ofType: null; }; } }; 'odds': { name: 'odds'; type: { kind: 'SCALAR'; name: 'JSON'; ofType: null; } }; 'table': { name: 'table'; type: { kind: 'SCALAR'; name: 'SeatSnapshot'; ofType: null; } }; }; };
    'QuickGameInput': { kind: 'INPUT_OBJECT'; name: 'QuickGameInput'; isOneOf: false; inputFields: [{ name: 'game'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'Game'; ofType: null; }; }; defaultValue: null }, { name: 'computers'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; }; defaultValue: null }, { name: 'level'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'Level'; ofType: null; }; }; defaultValue: "easy" }, { name: 'clockSeconds'; type: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; defaultValue: null }, { name: 'tempo'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'ENUM'; name: 'Tempo'; ofType: null; }; }; defaultValue: "normal" }, { name: 'seed'; type: { kind: 'SCALAR'; name: 'String'; ofType: null; }; defaultValue: null }, { name: 'options'; type: { kind: 'SCALAR'; name: 'JSON'; ofType: null; }; defaultValue: null }]; };
    'RuleExplanation': { kind: 'OBJECT'; name: 'RuleExplanation'; fields: { 'code': { name: 'code'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'de': { name: 'de'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; 'en': { name: 'en'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'String'; ofType: null; }; } }; }; };
    'SeatSnapshot': unknown;
    'String': unknown;
    'Subscription': { kind: 'OBJECT'; name: 'Subscription'; fields: { 'chat': { name: 'chat'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'ChatMessage'; ofType: null; }; } }; 'lobby': { name: 'lobby'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'OBJECT'; name: 'LobbyChange'; ofType: null; }; } }; 'seat': { name: 'seat'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'SeatSnapshot'; ofType: null; }; } }; }; };
    'TableRef': { kind: 'OBJECT'; name: 'TableRef'; fields: { 'seat': { name: 'seat'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'Int'; ofType: null; }; } }; 'tableId': { name: 'tableId'; type: { kind: 'NON_NULL'; name: never; ofType: { kind: 'SCALAR'; name: 'ID'; ofType: null; }; } }; }; };
    'Tempo': { name: 'Tempo'; enumValues: 'normal' | 'fast'; };
};

/** An IntrospectionQuery representation of your schema.
 *
 * @remarks
 * This is an introspection of your schema saved as a file by GraphQLSP.
 * It will automatically be used by `gql.tada` to infer the types of your GraphQL documents.
 * If you need to reuse this data or update your `scalars`, update `tadaOutputLocation` to
 * instead save to a .ts instead of a .d.ts file.
 */
export type introspection = {
  name: never;
  query: 'Query';
  mutation: 'Mutation';
  subscription: 'Subscription';
  types: introspection_types;
};

import * as gqlTada from 'gql.tada';

declare module 'gql.tada' {
  interface setupSchema {
    introspection: introspection
  }
}