/** Documented exit codes of every command. */
export const EXIT = {
  /** Everything checked passed. */
  ok: 0,
  /** A contract or validation failure. */
  failure: 1,
  /** A usage or environment error: bad arguments, unreadable input, malformed JSON, unreachable target. */
  usage: 2,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
