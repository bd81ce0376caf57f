import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { CameoProvider, Transcript, type NewEntry } from '../../src';
import { createCameoClient } from '../../src';
import { countingParts } from '../helpers/countingParts';

function messages(count: number): NewEntry[] {
  return Array.from({ length: count }, (_, index) => ({ type: index % 2 ? 'assistant' : 'user', text: `m${index} text` }));
}

describe('streaming cost', () => {
  it('re-renders only the row whose entry changed, and nothing above it', () => {
    const client = createCameoClient({ transcript: messages(300) });
    const store = client.transcript;
    const { renders, components } = countingParts();
    const commits: string[] = [];
    let providerChildRenders = 0;
    function Sibling() {
      providerChildRenders += 1;
      return null;
    }
    render(
      <CameoProvider client={client}>
        <Sibling />
        <Profiler id="transcript" onRender={(id, phase) => commits.push(`${id}:${phase}`)}>
          <Transcript components={components} virtualize={false} />
        </Profiler>
      </CameoProvider>,
    );
    expect(renders).toHaveLength(300);
    const lastKey = store.getState().keys.at(-1)!;
    renders.length = 0;
    commits.length = 0;
    providerChildRenders = 0;

    for (let token = 0; token < 20; token += 1) {
      act(() => store.getState().appendText(lastKey, ' tok'));
    }

    expect(renders).toEqual(Array.from({ length: 20 }, () => 'm299'));
    expect(commits).toEqual(Array.from({ length: 20 }, () => 'transcript:update'));
    expect(providerChildRenders).toBe(0);
    expect(screen.getByText(/m299 text( tok){20}$/)).toBeInTheDocument();
  });

  it('renders nothing at all when an update leaves the entry unchanged', () => {
    const client = createCameoClient({ transcript: [{ type: 'tool_call', id: 'c', name: 'search', args: {} }, ...messages(3)] });
    const store = client.transcript;
    const commits: string[] = [];
    render(
      <CameoProvider client={client}>
        <Profiler id="t" onRender={(_id, phase) => commits.push(phase)}>
          <Transcript />
        </Profiler>
      </CameoProvider>,
    );
    commits.length = 0;
    act(() => store.getState().appendText(store.getState().keys[0]!, 'ignored'));
    expect(commits).toEqual([]);
  });
});
