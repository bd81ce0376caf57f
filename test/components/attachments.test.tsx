import { screen, within } from '@testing-library/react';
import { Message, MessageAttachments, Transcript } from '../../src';
import { AttachmentPrimitive, MessagePrimitive } from '../../src/primitives';
import { renderCameo } from '../helpers/renderCameo';

const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const attachmentsOf = (role: 'user' | 'assistant') =>
  within(document.querySelector<HTMLElement>(`[data-role="${role}"]`)!).getByRole('list', { name: 'Attachments' });

describe('attachment chips', () => {
  it('lists a message’s files by name, linking web URLs in a new tab', () => {
    renderCameo(<Transcript />, {
      transcript: [
        {
          type: 'user',
          text: 'Here are the figures.',
          attachments: [
            { url: 'https://files.example.com/q3.pdf', mediaType: 'application/pdf', name: 'q3.pdf' },
            { url: 'https://files.example.com/chart.png', mediaType: 'image/png', name: 'chart.png' },
          ],
        },
      ],
    });
    const list = attachmentsOf('user');
    const chips = within(list).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent?.trim())).toEqual(['q3.pdf', 'chart.png']);
    const link = within(list).getByRole('link', { name: 'q3.pdf' });
    expect(link).toHaveAttribute('href', 'https://files.example.com/q3.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(chips[0]).toHaveAttribute('data-kind', 'file');
    expect(chips[1]).toHaveAttribute('data-kind', 'image');
    expect(chips[1]).toHaveAttribute('data-media-type', 'image/png');
  });

  it('shows an image’s thumbnail as a decorative img beside its name, and a file an icon', () => {
    renderCameo(<Transcript />, {
      transcript: [
        {
          type: 'assistant',
          text: 'I drew the chart.',
          attachments: [
            { url: pixel, mediaType: 'image/png', name: 'chart.png' },
            { url: 'https://files.example.com/notes.txt', mediaType: 'text/plain', name: 'notes.txt' },
          ],
        },
      ],
    });
    const [image, file] = within(attachmentsOf('assistant')).getAllByRole('listitem');
    const thumbnail = image!.querySelector('img')!;
    expect(thumbnail).toHaveAttribute('src', pixel);
    // The name beside it says what it is; a second name in the alt would be read twice.
    expect(thumbnail).toHaveAttribute('alt', '');
    expect(thumbnail).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(within(image!).getByText('chart.png')).toBeInTheDocument();
    // A data: URL is not a link (safeHref refuses it), only a picture.
    expect(within(image!).queryByRole('link')).not.toBeInTheDocument();
    expect(file!.querySelector('img')).toBeNull();
    expect(file!.querySelector('[data-part="icon"]')).toHaveAttribute('aria-hidden', 'true');
    expect(within(file!).getByRole('link', { name: 'notes.txt' })).toBeInTheDocument();
  });

  it('never makes a javascript: URL a link or an image source', () => {
    renderCameo(<Transcript />, {
      transcript: [
        {
          type: 'user',
          text: 'see',
          attachments: [
            { url: 'javascript:alert(1)', mediaType: 'image/png', name: 'evil.png' },
            { url: ' JaVa\tScRiPt:alert(2)', mediaType: 'application/pdf', name: 'evil.pdf' },
          ],
        },
      ],
    });
    const list = attachmentsOf('user');
    expect(within(list).getByText('evil.png')).toBeInTheDocument();
    expect(within(list).getByText('evil.pdf')).toBeInTheDocument();
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(list.querySelector('img, [href]')).toBeNull();
    expect(list.innerHTML).not.toMatch(/javascript/i);
  });

  it('names a chip by its media type when the file has no name', () => {
    renderCameo(<Transcript />, {
      transcript: [{ type: 'user', text: 'x', attachments: [{ url: 'https://example.com/a', mediaType: 'audio/mpeg' }] }],
    });
    expect(within(attachmentsOf('user')).getByRole('link', { name: 'audio/mpeg' })).toBeInTheDocument();
  });

  it('draws no list for a message without attachments, and no typing dots for files without text', () => {
    renderCameo(<Transcript />, {
      transcript: [
        { type: 'user', text: 'plain' },
        { type: 'assistant', text: '', attachments: [{ url: 'https://example.com/r.csv', mediaType: 'text/csv', name: 'r.csv' }] },
      ],
    });
    expect(screen.getAllByRole('list', { name: 'Attachments' })).toHaveLength(1);
    expect(screen.queryByRole('status', { name: 'Assistant is typing…' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'r.csv' })).toBeInTheDocument();
  });

  it('names the list with the labels', () => {
    renderCameo(<Message entry={{ type: 'user', text: 'x', attachments: [{ url: 'https://example.com/a.pdf', mediaType: 'application/pdf' }] }} />, {
      labels: { attachments: 'Pièces jointes' },
    });
    expect(screen.getByRole('list', { name: 'Pièces jointes' })).toBeInTheDocument();
  });

  it('styles by data-slot and keeps the app’s className', () => {
    renderCameo(
      <MessagePrimitive.Root entry={{ type: 'user', text: 'x', attachments: [{ url: 'https://e.com/a', mediaType: 'image/jpeg', name: 'a.jpg' }] }}>
        <MessageAttachments className="mine" />
      </MessagePrimitive.Root>,
    );
    const list = screen.getByRole('list', { name: 'Attachments' });
    expect(list).toHaveAttribute('data-slot', 'attachments');
    expect(list).toHaveClass('mine');
    const chip = within(list).getByRole('listitem');
    expect(chip).toHaveAttribute('data-slot', 'attachment');
    expect(chip.querySelector('[data-slot="attachment-preview"] img')).toHaveAttribute('src', 'https://e.com/a');
    expect(within(chip).getByRole('link', { name: 'a.jpg' })).toHaveAttribute('data-slot', 'attachment-name');
  });
});

describe('AttachmentPrimitive and MessagePrimitive.Attachments', () => {
  it('draws the chips in the unstyled message, and lets an app draw each chip itself', () => {
    const entry = {
      type: 'assistant' as const,
      text: 'done',
      attachments: [{ url: 'https://e.com/a.zip', mediaType: 'application/zip', name: 'a.zip' }],
    };
    const { unmount } = renderCameo(<MessagePrimitive.Root entry={entry} />);
    expect(within(screen.getByRole('list', { name: 'Attachments' })).getByRole('link', { name: 'a.zip' })).toBeInTheDocument();
    unmount();
    renderCameo(
      <MessagePrimitive.Root entry={entry}>
        <MessagePrimitive.Attachments>
          {(attachment) => (
            <AttachmentPrimitive.Root attachment={attachment} asChild>
              <li data-testid="chip">
                <AttachmentPrimitive.Name asChild>
                  <b />
                </AttachmentPrimitive.Name>
              </li>
            </AttachmentPrimitive.Root>
          )}
        </MessagePrimitive.Attachments>
      </MessagePrimitive.Root>,
    );
    const chip = screen.getByTestId('chip');
    expect(chip).toHaveAttribute('data-kind', 'file');
    expect(within(chip).getByText('a.zip').tagName).toBe('B');
    expect(within(chip).getByText('a.zip')).toHaveAttribute('href', 'https://e.com/a.zip');
  });
});
