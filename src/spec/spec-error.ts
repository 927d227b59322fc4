/** A problem with a spec or an input the user gave us: reported as one line, exit code 2 (usage or environment). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
