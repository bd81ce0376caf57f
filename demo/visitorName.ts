const NAMES = ['Ada', 'Alan', 'Barbara', 'Edsger', 'Frances', 'Hedy', 'Katherine', 'Margaret', 'Radia', 'Tim'];
const KEY = 'cameo-demo-visitor';

/**
 * The name this tab claims cards under: picked once per tab and kept for reloads, so two tabs
 * on the same board usually claim as different people.
 */
export function visitorName(): string {
  const stored = readStored();
  if (stored) return stored;
  const name = NAMES[Math.floor(Math.random() * NAMES.length)] ?? 'Ada';
  try {
    sessionStorage.setItem(KEY, name);
  } catch {
    // Storage can be off (private mode, sandboxed frames); the name then lasts for this page.
  }
  return name;
}

function readStored(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
