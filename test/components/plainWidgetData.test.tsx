import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { Transcript, WidgetView, createHttpTransport, defineWidget, useWidget, type WidgetProps } from '../../src';
import { openEventStream, sendJson, startServer, write, type TestServer } from '../core/transport/httpTestServer';
import { deferred, renderCameo } from '../helpers/renderCameo';

/*
 * Widget data from the wire is JSON, and JSON.parse makes a "__proto__" key an own property like
 * any other. It must stay one all the way to the widget: never the data's prototype (an
 * inherited `isAdmin`), neither on the first paint nor when later data replaces earlier data.
 */

type Data = Record<string, unknown>;

/** What a widget would see: an inherited flag, the prototype, and the own "__proto__" as data. */
function describe_(data: unknown): string {
  if (typeof data !== 'object' || data === null) return `not an object: ${String(data)}`;
  const record = data as Data;
  const own = Object.getOwnPropertyDescriptor(record, '__proto__');
  return [
    `count ${String(record.count)}`,
    `isAdmin ${String(record.isAdmin)}`,
    `prototype ${Object.getPrototypeOf(record) === Object.prototype ? 'Object' : 'changed'}`,
    `own __proto__ ${own ? JSON.stringify(own.value) : 'none'}`,
  ].join(', ');
}

function ProbeView({ data }: WidgetProps<Data>) {
  const user = data.user as Data | undefined;
  const { refetch } = useWidget('probe');
  return (
    <div>
      <p>Top: {describe_(data)}</p>
      {user ? <p>User: {describe_(user)}</p> : null}
      <button type="button" onClick={refetch}>
        Reload probe
      </button>
    </div>
  );
}

const clean = (count: number, proto = '{"isAdmin":true}') =>
  `count ${count}, isAdmin undefined, prototype Object, own __proto__ ${proto}`;
const hostile = (count: number, proto = '{"isAdmin":true}') => `{"count":${count},"__proto__":${proto}}`;

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A backend on a real socket: a render answered by `renderBody`, and an event stream the test writes to. */
async function backend(renderBody: (version: number) => string) {
  let renders = 0;
  let stream: ServerResponse | undefined;
  const streamOpen = deferred<void>();
  server = await startServer((request, res) => {
    if (request.url === '/widgets') return sendJson(res, 200, { widgets: [{ id: 'probe' }] });
    if (request.url.endsWith('/events')) {
      openEventStream(res);
      stream = res;
      streamOpen.resolve();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    renders += 1;
    res.end(`{"data":${renderBody(renders)},"version":${renders}}`);
  });
  const transport = createHttpTransport({ baseUrl: server.url });
  return {
    transport,
    push: async (version: number, dataJson: string) => {
      await streamOpen.promise;
      await write(stream!, `id: ${version}\nevent: update\ndata: {"data":${dataJson},"version":${version}}\n\n`);
    },
  };
}

describe('widget data with a "__proto__" key', () => {
  it('stays an own property in a pushed update over the event stream, at every depth', async () => {
    const { transport, push } = await backend(() => '{"count":0,"user":{"count":0}}');
    renderCameo(<WidgetView widget="probe" aria-label="Probe" />, {
      widgets: [defineWidget<Data>({ id: 'probe', component: ProbeView })],
      transport,
    });
    const region = screen.getByRole('region', { name: 'Probe' });
    expect(await within(region).findByText(/^Top: count 0/)).toBeInTheDocument();

    await act(() => push(2, `{"count":1,"__proto__":{"isAdmin":true},"user":${hostile(1)}}`));
    expect(await within(region).findByText(`Top: ${clean(1)}`)).toBeInTheDocument();
    expect(within(region).getByText(`User: ${clean(1)}`)).toBeInTheDocument();

    // The next update shares what did not change with the data before it: still data.
    await act(() => push(3, `{"count":2,"__proto__":{"isAdmin":true},"user":${hostile(1)}}`));
    expect(await within(region).findByText(`Top: ${clean(2)}`)).toBeInTheDocument();
    expect(within(region).getByText(`User: ${clean(1)}`)).toBeInTheDocument();
  });

  it('stays an own property in a launcher’s snapshot from the transcript', async () => {
    const user = userEvent.setup();
    const launcherJson = (label: string, data: string) =>
      `{"type":"ui","toolCallId":"call-${label}","ui":{"kind":"widget","label":"${label}","widget":"probe","data":${data}}}`;
    renderCameo(<Transcript />, {
      widgets: [defineWidget<Data>({ id: 'probe', component: ProbeView })],
      // Wire JSON as text: parsed the way a transcript from an agent is.
      transcript: `[${launcherJson('Open first probe', hostile(1))},${launcherJson('Open second probe', hostile(2))}]`,
    });
    await user.click(screen.getByRole('button', { name: 'Open first probe' }));
    expect(await within(screen.getByRole('dialog')).findByText(`Top: ${clean(1)}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Open second probe' }));
    expect(await within(screen.getByRole('dialog')).findByText(`Top: ${clean(2)}`)).toBeInTheDocument();
  });

  it('stays an own property in a render result from the backend', async () => {
    const user = userEvent.setup();
    // Null, not an object: a key assigned over earlier data would make a null-prototype object.
    const { transport } = await backend((version) => (version === 1 ? hostile(0) : hostile(version - 1, 'null')));
    renderCameo(<WidgetView widget="probe" aria-label="Probe" />, {
      widgets: [defineWidget<Data>({ id: 'probe', component: ProbeView })],
      transport,
    });
    const region = screen.getByRole('region', { name: 'Probe' });
    expect(await within(region).findByText(`Top: ${clean(0)}`)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Reload probe' }));
    expect(await within(region).findByText(`Top: ${clean(1, 'null')}`)).toBeInTheDocument();
  });

  it('stays an own property in the widget’s own render result', async () => {
    const user = userEvent.setup();
    let renders = 0;
    renderCameo(<WidgetView widget="probe" aria-label="Probe" />, {
      widgets: [
        defineWidget<Data>({
          id: 'probe',
          component: ProbeView,
          // A widget that fetches its own JSON: JSON.parse, as `response.json()` does.
          render: () => Promise.resolve(JSON.parse(renders === 0 ? hostile(renders++) : hostile(renders++, '"admin"')) as Data),
        }),
      ],
    });
    const region = screen.getByRole('region', { name: 'Probe' });
    expect(await within(region).findByText(`Top: ${clean(0)}`)).toBeInTheDocument();
    // A string, not an object: assigned over earlier data, the key would vanish.
    await user.click(within(region).getByRole('button', { name: 'Reload probe' }));
    expect(await within(region).findByText(`Top: ${clean(1, '"admin"')}`)).toBeInTheDocument();
  });
});
