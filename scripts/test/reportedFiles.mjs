// Reads vitest's default reporter output (not a TTY): one line per test file as it finishes,
// `✓ <project> <file> (n tests) …` when it passed, `❯` or `×` when something in it failed.

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
// The mark, then the project's label (none in a run without projects), then the file's path.
const FILE_LINE = /^\s?([✓❯×↓])\s+(?:(.+?)\s+)?(\S+\.[a-z]+\.[cm]?[jt]sx?)\s+\(/;

/** The project a line names, as `--project` takes it: `browser (chromium)` is `browser`. */
const projectOf = (label = '') => label.replace(/\s*\(chromium\)$/, '').trim();

/**
 * Files the output has reported, keyed `<project> <file>`, each with whether it passed.
 * `↓` (all skipped) counts as passed.
 */
export function reportedFiles(output) {
  const files = new Map();
  for (const raw of output.split('\n')) {
    const match = FILE_LINE.exec(raw.replace(ANSI, ''));
    if (!match) continue;
    const [, mark, label, file] = match;
    files.set(`${projectOf(label)} ${file}`, { project: projectOf(label), file, passed: mark === '✓' || mark === '↓' });
  }
  return files;
}

/** The `{project, file}` of `listed` (vitest list --json, absolute paths) that never reported. */
export function unreported(listed, reported, root) {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return listed
    .map(({ file, projectName }) => ({ project: projectOf(projectName), file: file.startsWith(prefix) ? file.slice(prefix.length) : file }))
    .filter(({ project, file }) => !reported.has(`${project} ${file}`));
}
