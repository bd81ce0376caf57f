import type { MarkedToken, Token, Tokens } from 'marked';
import { createElement, memo, useId, type ReactNode } from 'react';
import { breakLongRuns } from './breakLongRuns';
import { CodeBlock } from './CodeBlock';
import type { ParagraphPiece } from './createBlockLexer';
import { renderInline, type InlineOptions } from './MarkdownInline';

export interface MarkdownBlockProps {
  token: Token;
  options: InlineOptions;
}

/**
 * One top-level block. Memoized on its token: the lexer hands back the same token object for a
 * block that can no longer change, so only the block being streamed into re-renders.
 */
export const MarkdownBlock = memo(function MarkdownBlock({ token, options }: MarkdownBlockProps) {
  return renderBlock(token, options);
});

const inline = { display: 'inline' } as const;

function renderBlocks(tokens: Token[], options: InlineOptions): ReactNode[] {
  return tokens.map((token, index) => <MarkdownBlock key={index} token={token} options={options} />);
}

function renderBlock(token: Token, options: InlineOptions): ReactNode {
  // Tokens from marked extensions (type: string) are not in the union: drawn as their source.
  const known = token as MarkedToken;
  switch (known.type) {
    case 'space':
    case 'def':
      return null;
    case 'paragraph':
      // The pieces of a cut paragraph (createBlockLexer) flow on as one paragraph.
      if ((known as ParagraphPiece).piece)
        return (
          <p data-part="paragraph-piece" style={inline}>
            {renderInline(known.tokens, options)}
          </p>
        );
      return <p>{renderInline(known.tokens, options)}</p>;
    case 'heading':
      return createElement(`h${Math.min(6, Math.max(1, known.depth))}`, null, renderInline(known.tokens, options));
    case 'hr':
      return <hr />;
    case 'blockquote':
      return <blockquote>{renderBlocks(known.tokens, options)}</blockquote>;
    case 'code':
      return <CodeBlock code={known.text} language={(known.lang ?? '').split(/\s/, 1)[0] ?? ''} />;
    case 'list':
      return <List list={known} options={options} />;
    case 'table':
      return <Table table={known} options={options} />;
    case 'html':
      // Never passed through: an HTML block shows as the text it is.
      return <p data-part="html-as-text">{breakLongRuns(known.text)}</p>;
    case 'text':
      return <p>{known.tokens ? renderInline(known.tokens, options) : breakLongRuns(known.text)}</p>;
    default:
      return <p>{breakLongRuns(token.raw)}</p>;
  }
}

function List({ list, options }: { list: Tokens.List; options: InlineOptions }) {
  const items = list.items.map((item, index) => <ListItem key={index} item={item} loose={list.loose} options={options} />);
  if (!list.ordered) return <ul data-contains-tasks={list.items.some((item) => item.task) || undefined}>{items}</ul>;
  return <ol start={typeof list.start === 'number' && list.start !== 1 ? list.start : undefined}>{items}</ol>;
}

/** An item; a task item's read-only checkbox is named by the item's text. */
function ListItem({ item, loose, options }: { item: Tokens.ListItem; loose: boolean; options: InlineOptions }) {
  const id = useId();
  const content = item.tokens
    .filter((child) => child.type !== 'checkbox')
    .map((child, index) =>
      // A tight list's text sits in the item directly; a loose one's in paragraphs.
      child.type === 'text' && !loose ? (
        <span key={index}>{renderInline((child as Tokens.Text).tokens ?? [child], options)}</span>
      ) : (
        <MarkdownBlock key={index} token={child} options={options} />
      ),
    );
  if (!item.task) return <li>{content}</li>;
  return (
    <li data-task={item.checked ? 'checked' : 'unchecked'}>
      <input type="checkbox" checked={Boolean(item.checked)} readOnly disabled aria-labelledby={id} data-part="task-checkbox" />{' '}
      <span id={id}>{content}</span>
    </li>
  );
}

function Table({ table, options }: { table: Tokens.Table; options: InlineOptions }) {
  const align = (index: number) => table.align[index] ?? undefined;
  return (
    <div data-part="table-scroll">
      <table>
        <thead>
          <tr>
            {table.header.map((cell, index) => (
              <th key={index} scope="col" style={{ textAlign: align(index) }}>
                {renderInline(cell.tokens, options)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td key={index} style={{ textAlign: align(index) }}>
                  {renderInline(cell.tokens, options)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
