// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { CameoProvider, Transcript } from '../../src';

describe('server rendering', () => {
  it('renders the initial transcript into the HTML, not an empty state', () => {
    const html = renderToString(
      <CameoProvider transcript={[{ type: 'user', text: 'Hello from the server' }]}>
        <Transcript />
      </CameoProvider>,
    );
    expect(html).toContain('Hello from the server');
    expect(html).not.toContain('Ask a question to start the conversation.');
    expect(html).not.toContain('data-empty');
  });
});
