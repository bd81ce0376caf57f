import type { WidgetProps } from '../../src/index';
import type { Release } from '../backend/release';

function isRelease(value: unknown): value is Release {
  if (typeof value !== 'object' || value === null) return false;
  const { version, environment, steps } = value as Partial<Release>;
  return typeof version === 'string' && typeof environment === 'string' && Array.isArray(steps);
}

/** What a deploy did, step by step. Opens in a drawer: it belongs beside the chat, briefly. */
export function ReleaseChecklist({ data }: WidgetProps<Release>) {
  if (!isRelease(data)) return <p role="alert">This release snapshot is not in the expected shape.</p>;
  return (
    <section className="release" aria-label={`Release ${data.version}`}>
      <p>
        Version <strong>{data.version}</strong> to <strong>{data.environment}</strong>
      </p>
      <ul className="release-steps">
        {data.steps.map((step) => (
          <li key={step.name} data-done={step.done}>
            <span aria-hidden="true">{step.done ? '✓' : '○'}</span> {step.name}
            <span className="visually-hidden">{step.done ? ' (done)' : ' (not done)'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
