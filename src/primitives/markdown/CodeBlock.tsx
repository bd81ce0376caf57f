import { Fragment, memo, useEffect, useState, type ReactNode } from 'react';
import type { HighlightNode } from './highlight';
import { CopyButton } from './CopyButton';
import { loadedHighlighter, loadHighlighter, type Highlight } from './loadHighlighter';
import { useLabels } from './useLabels';
import { withDisplayName } from '../withDisplayName';

/**
 * Code longer than this is drawn plain. Highlighting costs about its length on every render, and a
 * streamed fence renders once per token: a 260 KB fence took over a second per token. 20,000
 * characters (about 500 lines) highlight within a frame.
 */
export const MAX_HIGHLIGHTED_CHARS = 20_000;

export interface CodeBlockProps {
  code: string;
  /** The fence's info string, first word (e.g. `ts`); empty for none. */
  language: string;
}

/**
 * A fenced code block: its language, a Copy button and the code. The code shows plain at once;
 * when it names a language, the highlighter chunk loads (once per page) and the code is redrawn
 * with token spans (`data-token`). A load that fails leaves the plain code, and so does code
 * past MAX_HIGHLIGHTED_CHARS.
 */
export const CodeBlock = /*#__PURE__*/ withDisplayName(
  memo(function CodeBlock({ code, language }: CodeBlockProps) {
    const labels = useLabels();
    const highlight = useHighlighter(language !== '' && code.length <= MAX_HIGHLIGHTED_CHARS);
    const tree = highlight && language ? safely(() => highlight(code, language)) : null;
    return (
      <div data-part="code-block" data-language={language || undefined}>
        <div data-part="code-header">
          {language && <span data-part="code-language">{language}</span>}
          <CopyButton data-part="code-copy" value={code} label={labels.copyCode} />
        </div>
        <pre data-part="code" data-highlighted={tree ? '' : undefined}>
          <code>{tree ? renderTree(tree) : code.length > MAX_HIGHLIGHTED_CHARS ? plainRuns(code) : code}</code>
        </pre>
      </div>
    );
  }),
  'Markdown.CodeBlock',
);

function useHighlighter(wanted: boolean): Highlight | null {
  const [highlight, setHighlight] = useState<Highlight | null>(loadedHighlighter);
  useEffect(() => {
    if (!wanted || highlight) return;
    let live = true;
    loadHighlighter().then(
      (loaded) => live && setHighlight(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, highlight]);
  return wanted ? highlight : null;
}

function safely<T>(run: () => T): T | null {
  try {
    return run();
  } catch {
    return null;
  }
}

const RUN_CHARS = 4_096;

/**
 * Long plain code as text nodes of about RUN_CHARS, each ending at a line end. The cuts depend
 * only on the text before them, so as a fence streams its finished runs stay the same strings:
 * React leaves their nodes alone and the browser lays out again only from the last one.
 */
function plainRuns(code: string): ReactNode[] {
  const runs: ReactNode[] = [];
  let from = 0;
  while (from < code.length) {
    const end = code.indexOf('\n', from + RUN_CHARS);
    const to = end === -1 ? code.length : end + 1;
    runs.push(<Fragment key={from}>{code.slice(from, to)}</Fragment>);
    from = to;
  }
  return runs;
}

function renderTree(nodes: HighlightNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.value;
    const classes = node.properties?.className;
    const token = Array.isArray(classes) ? classes.map((name) => String(name).replace(/^hljs-/, '')).join(' ') : undefined;
    return (
      <span key={index} data-token={token}>
        {renderTree(node.children)}
      </span>
    );
  });
}
