import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameoProvider, createCameoClient } from '../../../src';
import { MessagePrimitive } from '../../../src/primitives';

// Copy is memoised and reads the text when clicked, so a streamed token does not render it again;
// what it copies must still be the text on screen at the click.
describe('MessagePrimitive.Copy', () => {
  function message(text: string) {
    return (
      <CameoProvider client={client}>
        <MessagePrimitive.Root entry={{ type: 'user', text }}>
          <MessagePrimitive.Content />
          <MessagePrimitive.Copy />
        </MessagePrimitive.Root>
      </CameoProvider>
    );
  }
  const client = createCameoClient();

  it('copies the text as it is when clicked, after the message changed', async () => {
    const user = userEvent.setup();
    const view = render(message('Hello'));
    view.rerender(message('Hello, world'));
    await user.click(screen.getByRole('button', { name: 'Copy message' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('Hello, world');
  });

  it('is not shown while the message is empty, and is once it has text', () => {
    const view = render(message(''));
    expect(screen.queryByRole('button', { name: 'Copy message' })).toBeNull();
    view.rerender(message('Hi'));
    expect(screen.getByRole('button', { name: 'Copy message' })).toBeInTheDocument();
  });
});
