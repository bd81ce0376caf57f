/**
 * A failed tool's error text, thrown from an AI SDK tool's `execute`. The AI SDK turns a thrown
 * Error into text with `toString()` (both the model's `error-text` and the card's `errorText`),
 * which would prefix "Error: "; the model gets exactly what the tool said, as it does through
 * Cameo's own runner.
 */
export class ToolErrorText extends Error {
  override name = 'ToolErrorText';
  override toString(): string {
    return this.message;
  }
}
