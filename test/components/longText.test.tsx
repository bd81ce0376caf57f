import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Message, ToolCard, Transcript } from '../../src';
import { renderCameo } from '../helpers/renderCameo';
import { revealed } from '../primitives/markdown/revealed';

const cap = 20_000;
const log = () => screen.getByRole('log', { name: 'Conversation' });
/** The text a part shows, without its Show more/less button. */
const shown = (element: Element) => element.textContent ?? '';

describe('long text: the display cap', () => {
  it('shows an assistant message of 100k characters up to the cap, with Show more that reveals the rest', async () => {
    const user = userEvent.setup();
    const text = `${'word '.repeat(19_999)}words`;
    renderCameo(<Transcript virtualize={false} />, { transcript: [{ type: 'assistant', text }] });
    // Past 16 KB a message is drawn a step per frame: what is shown once it is all drawn.
    await revealed(log());
    const content = log().querySelector('[data-format="markdown"]')!;
    expect(shown(content).length).toBeLessThanOrEqual(cap);
    expect(shown(content).length).toBeGreaterThan(cap - 10);
    const more = within(log()).getByRole('button', { name: 'Show more (80,000 more characters)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', content.id);

    await user.click(more);
    await revealed(log());
    expect(shown(log().querySelector('[data-format="markdown"]')!)).toBe(text);
    const less = within(log()).getByRole('button', { name: 'Show less' });
    expect(less).toBe(more);
    expect(less).toHaveFocus();
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await user.click(less);
    expect(shown(log().querySelector('[data-format="markdown"]')!).length).toBeLessThanOrEqual(cap);
    expect(within(log()).getByRole('button', { name: /^Show more/ })).toHaveFocus();
  });

  it('caps a user message and an orphan tool result too, and works by keyboard', async () => {
    const user = userEvent.setup();
    renderCameo(<Transcript virtualize={false} />, {
      transcript: [
        { type: 'user', text: 'u'.repeat(100_000) },
        { type: 'tool_result', toolCallId: 'gone', content: 'r'.repeat(30_000), isError: false },
      ],
    });
    const userText = log().querySelector('[data-format="text"]')!;
    expect(shown(userText)).toBe('u'.repeat(cap));
    const result = log().querySelector('[data-slot="tool-card-result"]')!;
    expect(shown(result)).toBe('r'.repeat(cap));
    const buttons = within(log()).getAllByRole('button', { name: /^Show more/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Show more (80,000 more characters)',
      'Show more (10,000 more characters)',
    ]);
    buttons[1]!.focus();
    await user.keyboard('{Enter}');
    expect(shown(result)).toBe('r'.repeat(30_000));
    expect(buttons[1]).toHaveFocus();
    expect(buttons[1]).toHaveAccessibleName('Show less');
    expect(shown(userText)).toBe('u'.repeat(cap));
  });

  it('caps the result inside an opened tool card', async () => {
    const user = userEvent.setup();
    renderCameo(<Transcript virtualize={false} />, {
      transcript: [
        { type: 'tool_call', id: 'c1', name: 'dump', args: {} },
        { type: 'tool_result', toolCallId: 'c1', content: 'z'.repeat(25_000), isError: false },
      ],
    });
    await user.click(within(log()).getByRole('button', { name: /dump/ }));
    const result = log().querySelector('[data-slot="tool-card-result"]')!;
    expect(shown(result)).toBe('z'.repeat(cap));
    await user.click(within(log()).getByRole('button', { name: 'Show more (5,000 more characters)' }));
    expect(shown(result)).toBe('z'.repeat(25_000));
  });

  it('keeps working while a reply streams past the cap, before and after it is expanded', async () => {
    const user = userEvent.setup();
    const { store } = renderCameo(<Transcript virtualize={false} />, {
      transcript: [{ type: 'assistant', text: 'a'.repeat(cap - 10) }],
    });
    await revealed(log());
    const key = store.getState().keys[0]!;
    const content = () => log().querySelector('[data-format="markdown"]')!;
    expect(within(log()).queryByRole('button', { name: /^Show more/ })).toBeNull();
    act(() => store.getState().appendText(key, 'b'.repeat(5)));
    expect(within(log()).queryByRole('button', { name: /^Show more/ })).toBeNull();
    act(() => store.getState().appendText(key, 'b'.repeat(1_000)));
    expect(shown(content()).length).toBe(cap);
    expect(within(log()).getByRole('button', { name: 'Show more (995 more characters)' })).toBeVisible();
    act(() => store.getState().appendText(key, 'c'.repeat(2_000)));
    const more = within(log()).getByRole('button', { name: 'Show more (2,995 more characters)' });
    await user.click(more);
    act(() => store.getState().appendText(key, 'd'.repeat(3_000)));
    expect(shown(content())).toBe('a'.repeat(cap - 10) + 'b'.repeat(1_005) + 'c'.repeat(2_000) + 'd'.repeat(3_000));
    expect(more).toHaveAccessibleName('Show less');
    expect(more).toHaveFocus();
  });

  it('renders a cut made inside a code fence, and never cuts a character in two', () => {
    renderCameo(<Transcript virtualize={false} />, {
      transcript: [
        { type: 'assistant', text: `Intro\n\n\`\`\`js\n${'let x = 1;\n'.repeat(3_000)}\`\`\`\n\nAfter the code.` },
        { type: 'user', text: `${'a'.repeat(cap - 1)}😀${'b'.repeat(100)}` },
      ],
    });
    const code = log().querySelector('[data-format="markdown"] pre code')!;
    expect(code.textContent).toContain('let x = 1;');
    expect(within(log()).queryByText('After the code.')).toBeNull();
    const userText = shown(log().querySelector('[data-format="text"]')!);
    // The emoji is two UTF-16 units across the cap: it is shown whole or not at all.
    expect(userText).toBe('a'.repeat(cap - 1));
    expect(within(log()).getByRole('button', { name: 'Show more (102 more characters)' })).toBeVisible();
  });

  it('never cuts a flag or a skin-toned emoji in two at the cap', () => {
    // Each is two code points, each two UTF-16 units: the cap falls between the code points.
    renderCameo(<Transcript virtualize={false} />, {
      transcript: [
        { type: 'user', text: `${'a'.repeat(cap - 2)}🇺🇸${'b'.repeat(100)}` },
        { type: 'user', text: `${'a'.repeat(cap - 2)}👍🏻${'b'.repeat(100)}` },
      ],
    });
    const texts = [...log().querySelectorAll('[data-format="text"]')].map(shown);
    expect(texts).toEqual(['a'.repeat(cap - 2), 'a'.repeat(cap - 2)]);
    expect(within(log()).getAllByRole('button', { name: 'Show more (104 more characters)' })).toHaveLength(2);
  });

  it('takes maxDisplayChars on Message and ToolCard (a result with no call too); Infinity turns the cap off', async () => {
    const user = userEvent.setup();
    renderCameo(
      <Transcript
        virtualize={false}
        components={{
          Message: (props) => <Message {...props} maxDisplayChars={props.entry.type === 'user' ? 100 : Infinity} />,
          ToolCard: (props) => <ToolCard {...props} maxDisplayChars={props.group.callKey === undefined ? 200 : 50} defaultOpen />,
        }}
      />,
      {
        transcript: [
          { type: 'user', text: 'm'.repeat(500) },
          { type: 'assistant', text: 'n'.repeat(50_000) },
          { type: 'tool_result', toolCallId: 'x', content: 'o'.repeat(300), isError: true },
          { type: 'tool_call', id: 'c', name: 'big', args: {} },
          { type: 'tool_result', toolCallId: 'c', content: 'p'.repeat(300), isError: false },
        ],
      },
    );
    expect(screen.getByText('m'.repeat(100))).toBeVisible();
    await revealed(document.body);
    // Whole: a paragraph this long is drawn in inline pieces, so it is read off the message.
    const whole = (_: string, element: Element | null) => element?.getAttribute('data-slot') === 'markdown' && element.textContent === 'n'.repeat(50_000);
    expect(screen.getByText(whole)).toBeVisible();
    expect(screen.getByText('o'.repeat(200))).toBeVisible();
    expect(screen.getByText('p'.repeat(50))).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Show more/ }).map((button) => button.textContent)).toEqual([
      'Show more (400 more characters)',
      'Show more (100 more characters)',
      'Show more (250 more characters)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Show more (400 more characters)' }));
    expect(screen.getByText('m'.repeat(500))).toBeVisible();
  });

  it('takes maxDisplayChars on ToolCard for the result it draws itself', () => {
    renderCameo(<Transcript virtualize={false} components={{ ToolCard: (props) => <ToolCard {...props} maxDisplayChars={50} defaultOpen /> }} />, {
      transcript: [
        { type: 'tool_call', id: 'c', name: 'big', args: {} },
        { type: 'tool_result', toolCallId: 'c', content: 'p'.repeat(300), isError: false },
      ],
    });
    expect(screen.getByText('p'.repeat(50))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show more (250 more characters)' })).toBeInTheDocument();
  });
});

describe('long text: break opportunities in unbroken runs', () => {
  it('puts a <wbr> into long runs of message, markdown and result text, leaving the text itself unchanged', () => {
    const arabic = 'ب'.repeat(1_000);
    renderCameo(<Transcript virtualize={false} />, {
      transcript: [
        { type: 'user', text: `short words ${arabic}` },
        { type: 'assistant', text: `**bold** ${arabic} and \`${'c'.repeat(500)}\`` },
        { type: 'tool_result', toolCallId: 'gone', content: arabic, isError: false },
      ],
    });
    for (const selector of ['[data-format="text"]', '[data-format="markdown"]', '[data-slot="tool-card-result"]']) {
      const element = log().querySelector(selector)!;
      expect(element.querySelectorAll('wbr').length, selector).toBeGreaterThanOrEqual(10);
      expect(element.textContent, selector).toContain(arabic);
    }
    expect(log().querySelector('[data-format="markdown"] code')!.querySelectorAll('wbr').length).toBeGreaterThan(0);
  });

  it('adds none to ordinary prose, and never puts one inside a character or before a combining mark', () => {
    renderCameo(<Transcript virtualize={false} />, {
      transcript: [
        { type: 'assistant', text: 'An ordinary reply, with words of ordinary length. '.repeat(50) },
        { type: 'user', text: '😀'.repeat(500) + 'e\u0301'.repeat(500) },
      ],
    });
    expect(log().querySelector('[data-format="markdown"]')!.querySelectorAll('wbr')).toHaveLength(0);
    const userText = log().querySelector('[data-format="text"]')!;
    expect(userText.querySelectorAll('wbr').length).toBeGreaterThan(0);
    const pieces = [...userText.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent!);
    for (const piece of pieces) expect(piece).not.toMatch(/^(?:[\uDC00-\uDFFF]|\u0301)|[\uD800-\uDBFF]$/);
  });

  it('never puts one inside a flag or between an emoji and its skin tone', () => {
    // Two characters first, so the 64-unit steps land between the two code points of each.
    renderCameo(<Transcript virtualize={false} />, {
      transcript: [
        { type: 'user', text: `xx${'🇺🇸'.repeat(200)}` },
        { type: 'user', text: `xx${'👍🏻'.repeat(200)}` },
      ],
    });
    const [flags, thumbs] = [...log().querySelectorAll('[data-format="text"]')];
    for (const [element, whole] of [
      [flags!, /^(?:xx)?(?:🇺🇸)+$/u],
      [thumbs!, /^(?:xx)?(?:👍🏻)+$/u],
    ] as const) {
      expect(element.querySelectorAll('wbr').length).toBeGreaterThan(0);
      const pieces = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent!);
      for (const piece of pieces) expect(piece).toMatch(whole);
    }
  });
});
