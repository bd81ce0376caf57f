import { CameoProvider, Transcript, defineHtmlWidget } from 'cameo-ui';

const refund = defineHtmlWidget({
  id: 'refund',
  title: 'Refund request',
  // Optional: without it, a launcher's `data` snapshot or the transport's render is the markup.
  render: async ({ signal }) => (await fetch('/api/refund/4211.html', { signal })).text(),
  handleAction: (action, args) => fetch(`/api/refund/${action}`, { method: 'POST', body: JSON.stringify(args) }),
});

// The markup itself calls the bridge:
//   <button onclick="cameo.dispatch('approve', { id: 4211 })">Approve</button>

export function RefundChat({ transcript }: { transcript: unknown }) {
  return (
    <CameoProvider widgets={[refund]} transcript={transcript}>
      <Transcript />
    </CameoProvider>
  );
}
