import { configure } from 'storybook/test';

// Play functions' findBy* and waitFor default to 1 s. A 3,000-entry virtualized story missed that
// on a busy two-core CI machine; a wait that passes returns at once, so only failures wait longer.
configure({ asyncUtilTimeout: 10_000 });
