import { render, screen, within } from '@testing-library/react';
import { Markdown } from '../../../src/primitives/markdown/Markdown';

describe('Markdown', () => {
  it('renders headings, emphasis, lists, quotes, inline code and rules', () => {
    render(<Markdown text={'# Title\n\nSome **bold**, *em* and ~~gone~~ with `code`.\n\n1. one\n2. two\n\n> quoted\n\n---'} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('em').tagName).toBe('EM');
    expect(screen.getByText('gone').tagName).toBe('DEL');
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(screen.getByText('quoted').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('renders task lists as read-only checkboxes', () => {
    render(<Markdown text={'- [x] done\n- [ ] todo'} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false]);
    for (const box of boxes) expect(box).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'done' })).toBeChecked();
  });

  it('renders tables with column headers', () => {
    render(<Markdown text={'| City | Sales |\n| --- | ---: |\n| Oslo | 12 |'} />);
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '12' })).toHaveStyle({ textAlign: 'right' });
  });

  it('renders fenced code plain, with a Copy button', () => {
    render(<Markdown text={'```\nconst a = 1;\n```'} />);
    expect(screen.getByText('const a = 1;').closest('pre')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('opens safe links in a new tab and shows where they go', () => {
    render(<Markdown text="See [the docs](https://example.com/a)." />);
    const link = screen.getByRole('link', { name: /the docs/ });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('the docs (example.com)');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '&#106;avascript:x', '/relative'])('refuses %s as a link, keeping its text', (href) => {
    render(<Markdown text={`[click](${href})`} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('click')).toBeInTheDocument();
  });

  it('does not load remote images unless allowed', () => {
    const { unmount } = render(<Markdown text="![a chart](https://example.com/c.png)" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Image: a chart/ })).toHaveAttribute('href', 'https://example.com/c.png');
    unmount();
    render(<Markdown text="![a chart](https://example.com/c.png)" allowImages />);
    expect(screen.getByRole('img', { name: 'a chart' })).toHaveAttribute('src', 'https://example.com/c.png');
  });

  it('shows HTML as text, block and inline', () => {
    const { container } = render(<Markdown text={'<div onclick="x()">block</div>\n\ninline <b>bold</b> <img src=x onerror=alert(1)>'} />);
    expect(container.querySelector('div[onclick], b, img')).toBeNull();
    expect(container).toHaveTextContent('<div onclick="x()">block</div>');
    expect(container).toHaveTextContent('inline <b>bold</b> <img src=x onerror=alert(1)>');
  });

  it.each([
    ['an open fence', '```js\nconst a', 'const a', '```'],
    ['an open **', 'some **bold', 'bold', '**'],
    ['a link still arriving', 'see [docs](https://exa', 'docs', ']('],
    ['a table header', '| a | b |', 'a', '|'],
  ])('renders half-written input sensibly: %s', (_, text, shown, raw) => {
    const { container } = render(<Markdown text={text} />);
    expect(container).toHaveTextContent(shown);
    expect(container.textContent).not.toContain(raw);
  });
});
