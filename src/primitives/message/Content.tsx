import { forwardRef, useContext, type HTMLAttributes } from 'react';
import { breakLongRuns } from '../markdown/breakLongRuns';
import { Markdown } from '../markdown/Markdown';
import { ShowMore, useDisplayCap, type DisplayCapOptions } from '../transcript/DisplayCap';
import { useEntryOf } from '../transcript/EntryContext';
import { MarkdownContext } from '../transcript/MarkdownContext';
import { Typing } from './Typing';
import { withDisplayName } from '../withDisplayName';

export interface ContentProps extends HTMLAttributes<HTMLDivElement>, DisplayCapOptions {
  /** Load remote images in assistant markdown (off by default). */
  allowImages?: boolean;
}

/**
 * What a message says: a user's text as text (whitespace kept); an assistant's as markdown,
 * drawn by the transcript's `components.Markdown` when it has one; the typing indicator while an
 * assistant message is still empty (nothing when it has attachments and no text). Text past
 * `maxDisplayChars` (20,000 by default) is folded, markdown source included, with a Show more
 * button (`data-part="show-more"`) after the content.
 */
export const Content = /*#__PURE__*/ withDisplayName(
  forwardRef<HTMLDivElement, ContentProps>(function Content(
    { allowImages, maxDisplayChars, id, ...props },
    ref,
  ) {
    const entry = useEntryOf('user', 'assistant');
    const Custom = useContext(MarkdownContext);
    const cap = useDisplayCap(entry.text, maxDisplayChars, id);
    // Not even an element until the text is folded: a streamed token renders no button part.
    const toggle = cap.capped ? <ShowMore cap={cap} /> : null;
    if (entry.type === 'user') {
      return (
        <>
          <div data-format="text" id={cap.contentId} {...props} ref={ref}>
            {breakLongRuns(cap.text)}
          </div>
          {toggle}
        </>
      );
    }
    if (entry.text === '') return entry.attachments?.length ? null : <Typing />;
    if (Custom) {
      return (
        <>
          <div data-format="markdown" id={cap.contentId} {...props} ref={ref}>
            <Custom text={cap.text} entry={entry} />
          </div>
          {toggle}
        </>
      );
    }
    return (
      <>
        <Markdown data-format="markdown" text={cap.text} allowImages={allowImages} id={cap.contentId} {...props} ref={ref} />
        {toggle}
      </>
    );
  }),
  'Message.Content',
);
