import { createContext, useContext } from 'react';
import type { TurnPlace } from './assistantTurns';

/**
 * The place of the row being drawn in its assistant turn, or null outside a turn (a user
 * message, an error, a row drawn outside a `List`). Message parts read it to draw a turn as one
 * block: the header once, Copy once.
 */
export const TurnContext = createContext<TurnPlace | null>(null);

/** The current row's place in its assistant turn, or null when it is in none. */
export function useTurn(): TurnPlace | null {
  return useContext(TurnContext);
}
