import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameoProvider, type NewEntry } from '../../../src';
import { TranscriptPrimitive, defaultComponents } from '../../../src/primitives';

// The card's live region also says "Denied" to screen readers, once, as it changes: not a line on the card.
const onCard = { ignore: '[role="status"], script, style' };

const asked: NewEntry = { type: 'tool_call', id: 'c1', name: 'delete_files', args: { path: '/tmp' }, approval: 'required' };

function renderUnstyled(transcript: NewEntry[]) {
  return render(
    <CameoProvider transcript={transcript}>
      <TranscriptPrimitive.Root>
        <TranscriptPrimitive.List components={defaultComponents} />
      </TranscriptPrimitive.Root>
    </CameoProvider>,
  );
}

describe('the unstyled tool card', () => {
  it('says Denied once after the person denies', async () => {
    renderUnstyled([asked]);
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    const card = screen.getByRole('listitem');
    expect(within(card).getAllByText(/Denied/, onCard)).toHaveLength(1);
  });

  it('shows a denial reason once, under the status that says Denied', () => {
    renderUnstyled([asked, { type: 'tool_approval', toolCallId: 'c1', approved: false, reason: 'Not now' }]);
    const card = screen.getByRole('listitem');
    expect(within(card).getAllByText(/Denied/, onCard)).toHaveLength(1);
    expect(within(card).getByText('Not now')).toBeInTheDocument();
  });

  it('still says Approved under a status that says what the call did', () => {
    renderUnstyled([asked, { type: 'tool_approval', toolCallId: 'c1', approved: true }]);
    expect(within(screen.getByRole('listitem')).getByText('Approved')).toBeInTheDocument();
  });
});
