/** Colours of Mantine's palette that the badges use. */
export type StatusColor = 'blue' | 'orange' | 'green' | 'red' | 'gray' | 'yellow' | 'violet' | 'teal';

export type StatusMachine<S extends string> = {
  /** What the machine is about, in words a message can use ("appointment", "lab order"). */
  readonly subject: string;
  readonly states: readonly [S, ...S[]];
  /** The states a row may move to from each state. */
  readonly moves: Readonly<Record<S, readonly S[]>>;
  label: (state: S) => string;
  color: (state: S) => StatusColor;
  canMove: (from: S, to: S) => boolean;
  /** Every state from which `to` may be reached, for the conditional UPDATE that moves a row. */
  sourcesOf: (to: S) => S[];
  isState: (value: string) => value is S;
};

/**
 * One definition per status column: its states (one spelling each), the allowed moves, and how
 * a badge shows each state. The server moves rows only along `moves`; the database CHECKs
 * `states`; the web draws badges from `label` and `color`.
 */
export function defineMachine<const S extends string>(definition: {
  subject: string;
  states: Record<S, { color: StatusColor; label?: string; to?: readonly NoInfer<S>[] }>;
}): StatusMachine<S> {
  const states = Object.keys(definition.states) as [S, ...S[]];
  const moves = Object.fromEntries(states.map((s) => [s, definition.states[s].to ?? []])) as Record<S, readonly S[]>;
  return {
    subject: definition.subject,
    states,
    moves,
    label: (state) => definition.states[state]?.label ?? state,
    color: (state) => definition.states[state]?.color ?? 'gray',
    canMove: (from, to) => moves[from]?.includes(to) ?? false,
    sourcesOf: (to) => states.filter((s) => moves[s].includes(to)),
    isState: (value): value is S => (states as string[]).includes(value),
  };
}

export type StateOf<M> = M extends StatusMachine<infer S> ? S : never;

/** Any machine, for code that only reads labels and colours (a badge). */
export type AnyStatusMachine = {
  readonly subject: string;
  readonly states: readonly string[];
  label: (state: never) => string;
  color: (state: never) => StatusColor;
  isState: (value: string) => boolean;
};
