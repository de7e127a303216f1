/**
 * What the app shell's two slices (auth and cart) need of Redux Toolkit's
 * `createSlice`, without the toolkit: it brings Immer and Reselect along, and
 * /home would load all three before its first paint. The toolkit still comes
 * with the first page that calls the server through RTK Query.
 *
 * Actions look as the toolkit's do (`{ type, payload }`), and the reducers
 * keep Immer's rule: a change that leaves every value as it was returns the
 * very same state object, so subscribers that compare references (the
 * storage, the Aktionscode's re-check) see no change.
 */
export type PayloadAction<P, T extends string = string> = { type: T; payload: P };

export type ActionCreator<P, T extends string = string> = ((payload: P) => PayloadAction<P, T>) & {
  type: T;
  match: (action: { type: string }) => action is PayloadAction<P, T>;
};

/** An action creator like the toolkit's `createAction`; `P = void` for an action without payload. */
export function actionCreator<P = void, T extends string = string>(type: T): ActionCreator<P, T> {
  const create = (payload: P): PayloadAction<P, T> => ({ type, payload });
  const match = (action: { type: string }): action is PayloadAction<P, T> => action.type === type;
  return Object.assign(create, { type, match });
}

/** `state` with `changes`, or `state` itself when every changed value is already there. */
export function update<S extends object>(state: S, changes: Partial<S>): S {
  const keys = Object.keys(changes) as (keyof S)[];
  if (keys.every((key) => key in state && Object.is(state[key], changes[key]))) return state;
  return { ...state, ...changes };
}

/** `state` without `key`, or `state` itself when it has none. */
export function without<S extends object, K extends keyof S>(state: S, key: K): S {
  if (!(key in state)) return state;
  const rest = { ...state };
  delete rest[key];
  return rest;
}
