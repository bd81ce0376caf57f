import { createContext } from 'react';

/** Lets a `Question` inside an `Approval` name the group by its id (null when it goes). */
export const QuestionIdContext = createContext<((id: string | null) => void) | null>(null);
